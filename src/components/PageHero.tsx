import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './PageHero.module.css';

/** The brand band's class, for a hero that lays out its own content (the home page's). */
export const HERO_BAND_CLASS = classes.hero;

/** The banner at the top of an inner page: the page's one h1 and a subtitle, on the brand colour. */
export function PageHero({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <Box className={classes.hero} py={{ base: 40, md: 64 }}>
      <Container>
        <Title order={1} c="white" maw={760}>
          {title}
        </Title>
        {subtitle && (
          <Text c="#d3e2f7" fz={{ base: 'md', md: 'lg' }} mt="sm" maw={680}>
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
