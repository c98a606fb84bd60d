import { Badge, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';

import { Illustration } from '../../components/Illustration';
import { HERO_BAND_CLASS } from '../../components/PageHero';
import { BannerSearch } from './BannerSearch';
import classes from './HomePage.module.css';

/** docs/PRODUCT.md §1: the banner's fixed marketing figures (text, not data). */
const BANNER_FIGURES = [
  { value: '15.8 million', label: 'CVs' },
  { value: '1 million', label: 'interactions' },
  { value: '50,000', label: 'success stories' },
] as const;

/** The home page's hero: the page's h1, the job search and the banner figures. Above the fold. */
export function HeroBanner() {
  return (
    <Box component="section" aria-labelledby="home-title" className={`${HERO_BAND_CLASS} ${classes.heroColours}`}>
      <Container py={{ base: 40, md: 80 }}>
        <Grid gap={{ base: 32, md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge variant="filled" color="accent" size="lg" radius="xl" tt="none" style={{ alignSelf: 'flex-start' }}>
                93,178 postings
              </Badge>
              <Title order={1} id="home-title" c="white" className={classes.heroTitle}>
                Find the job that moves your career forward
              </Title>
              <Text c="#d3e2f7" fz={{ base: 'md', md: 'xl' }} maw={580}>
                Sr Technologies Jobs places candidates with employers across banking, IT, manufacturing and customer support.
                Choose a job title and a location to see the openings that fit.
              </Text>
              <BannerSearch />
              <Box component="ul" mt={4} className={classes.bannerFigures}>
                {BANNER_FIGURES.map((figure) => (
                  <li key={figure.label}>
                    <Text component="span" display="block" fw={800} fz={{ base: 17, xs: 22, sm: 26 }} c="white" lh={1.2}>
                      {figure.value}
                    </Text>{' '}
                    <Text component="span" display="block" c="#d3e2f7" fz={{ base: 'xs', sm: 'sm' }}>
                      {figure.label}
                    </Text>
                  </li>
                ))}
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
            <Illustration src="/images/hero-illustration.svg" width={560} height={460} priority />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
