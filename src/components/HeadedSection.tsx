import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';

import { SectionHeading } from './SectionHeading';

/** The vertical padding of a page's sections (home, About Us). */
const SECTION_PADDING = { base: 56, md: 88 };

interface Props {
  /** The h2's id: it names the section (aria-labelledby). */
  titleId: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** On the light grey band that sets every other section apart. */
  shaded?: boolean;
  /** A smaller top padding, for a section that follows a banner closely. */
  paddingTop?: { base: number; md: number };
  children: ReactNode;
}

/** A section of the home or About Us page: its centred heading (SectionHeading), then its content. */
export function HeadedSection({
  titleId,
  eyebrow,
  title,
  subtitle,
  shaded = false,
  paddingTop = SECTION_PADDING,
  children,
}: Props) {
  return (
    <Box component="section" aria-labelledby={titleId} pt={paddingTop} pb={SECTION_PADDING} bg={shaded ? 'gray.0' : undefined}>
      <Container>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </Container>
    </Box>
  );
}
