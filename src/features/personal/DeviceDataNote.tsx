import { Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { ConnectionNeeded } from '../../components/tapPart/ConnectionNeeded';
import { tapPart } from '../../components/tapPart/tapPart';
import { wrappingButton } from '../../components/wrappingButton';
import { useT } from '../../i18n/useT';

// The confirmation dialog (Mantine's Modal) is code of its own, fetched on the first tap: these
// pages' first screen needs none of it. Tapped offline before it ever arrived, it says so in place
// with a retry (tapPart), not the route's error screen.
const RemoveAllDialog = tapPart(async () => (await import('./RemoveAllDialog')).default).Part;

/**
 * What these pages keep and where (docs/PRODUCT.md, "Kept on this device"), and the way to delete
 * all of it: "Remove all my data from this device", after a confirmation.
 */
export function DeviceDataNote() {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="device-data-title">
      <Stack gap="sm" align="flex-start">
        <Text component="h2" fw={700} id="device-data-title" m={0}>
          {t('personal.keptTitle')}
        </Text>
        <Text size="sm">{t('personal.keptText')}</Text>
        <Button variant="outline" color="red" styles={wrappingButton} onClick={() => setAsked(true)}>
          {t('personal.removeAll')}
        </Button>
        <Text size="sm" role="status">
          {done ? t('personal.removedAll') : ''}
        </Text>
      </Stack>
      {asked && (
        <RemoveAllDialog
          onClose={(removed) => {
            setAsked(false);
            setDone(removed);
          }}
          fallback={(retry) => <ConnectionNeeded onRetry={retry} onClose={() => setAsked(false)} />}
        />
      )}
    </Paper>
  );
}
