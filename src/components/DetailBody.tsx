import { Text, type TextProps, Title } from '@mantine/core';

import type { Section } from '../domain/entities';
import { SectionList } from './SectionList';

interface Props {
  item: { mainHeading: string; mainDescription: string; sections: Section[] };
  /** The sections' points as bullets (jobs, companies) or as paragraphs (articles). */
  sectionsAs?: 'bullets' | 'paragraphs';
  /** The description's type: plain on a job, larger on the company and article pages. */
  descriptionProps?: TextProps;
}

/**
 * The text every detail page has (docs/PRODUCT.md §2): main heading, main description (its line breaks
 * kept) and the sections parsed from the headings JSON. Rendered into the page's own Stack.
 */
export function DetailBody({ item, sectionsAs, descriptionProps }: Props) {
  return (
    <>
      {item.mainHeading && <Title order={2}>{item.mainHeading}</Title>}
      {item.mainDescription && (
        <Text {...descriptionProps} style={{ whiteSpace: 'pre-line' }}>
          {item.mainDescription}
        </Text>
      )}
      <SectionList sections={item.sections} as={sectionsAs} />
    </>
  );
}
