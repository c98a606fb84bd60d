import { Paper, Stack, Text, Title } from '@mantine/core';

interface Props {
  title: string;
  /** The heading's id: it names the card (aria-labelledby). */
  titleId: string;
  rows: readonly (readonly [label: string, value: string])[];
  /** The company page's look: rounder, with a shadow, more space and bolder values. */
  raised?: boolean;
}

/** A detail page's side card ("Job Overview", "Company Overview"): labels and values in a <dl>. */
export function OverviewCard({ title, titleId, rows, raised = false }: Props) {
  return (
    <Paper
      withBorder
      p="lg"
      radius={raised ? 'lg' : 'md'}
      shadow={raised ? 'xs' : undefined}
      component="aside"
      aria-labelledby={titleId}
    >
      <Title order={2} size="h3" id={titleId} mb="md">
        {title}
      </Title>
      <Stack component="dl" gap={raised ? 'md' : 'sm'} m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={raised ? 600 : 500} c={raised ? 'gray.9' : undefined}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
