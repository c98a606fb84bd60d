import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

import { PageHero } from '../../components/PageHero';
import { DeviceDataNote } from './DeviceDataNote';

/** The frame of a page of what this device keeps: its hero, its list, then what is kept and how to remove it. */
export function DevicePage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <Container py="xl">
        <Stack gap="lg">
          {children}
          <DeviceDataNote />
        </Stack>
      </Container>
    </>
  );
}
