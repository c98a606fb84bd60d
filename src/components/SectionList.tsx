import { Stack, Text, Title } from '@mantine/core';

import type { Section } from '../domain/entities';
import { PlainList } from './PlainList';

/**
 * The sections of a detail page (parsed from the `headings` JSON string): a heading and its points,
 * as bullets (jobs, companies) or as paragraphs (articles).
 */
export function SectionList({ sections, as = 'bullets' }: { sections: Section[]; as?: 'bullets' | 'paragraphs' }) {
  if (sections.length === 0) return null;
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <section key={`${index}-${section.heading}`}>
          <Title order={3} size="h4" mb="xs">
            {section.heading}
          </Title>
          {as === 'bullets' ? (
            <PlainList items={section.options} />
          ) : (
            section.options.map((paragraph, i) => (
              <Text key={i} mb="sm">
                {paragraph}
              </Text>
            ))
          )}
        </section>
      ))}
    </Stack>
  );
}
