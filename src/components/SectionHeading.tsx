import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading of a page section: a small eyebrow, the h2 and a one-line subtitle. Centred on the
 * home page's sections, left-aligned beside content.
 */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = 'center',
  id,
  inverted = false,
}: {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
  inverted?: boolean;
}) {
  return (
    <Stack gap={8} align={align === 'center' ? 'center' : 'flex-start'} ta={align} mb={{ base: 'xl', md: 40 }}>
      {eyebrow && (
        <Text fw={700} fz="sm" tt="uppercase" lts={1.5} c={inverted ? 'accent.2' : 'accent.6'}>
          {eyebrow}
        </Text>
      )}
      <Title order={2} id={id} c={inverted ? 'white' : undefined}>
        {title}
      </Title>
      {subtitle && (
        <Text c={inverted ? '#d3e2f7' : 'dimmed'} fz="lg" maw={640}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
