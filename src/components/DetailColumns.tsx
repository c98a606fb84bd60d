import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A detail page's two columns: the text, and its side card beside it from md up (below it on phones). */
export function DetailColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>
    </Grid>
  );
}
