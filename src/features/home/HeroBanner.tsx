import { Badge, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';

import { Illustration } from '../../components/Illustration';
import { HERO_BAND_CLASS } from '../../components/PageHero';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { BannerSearch } from './BannerSearch';
import classes from './HomePage.module.css';

/** docs/PRODUCT.md §1: the banner's fixed marketing figures (text, not data). */
const BANNER_FIGURES: readonly { value: MessageId; label: MessageId }[] = [
  { value: 'home.figureCvsValue', label: 'home.figureCvs' },
  { value: 'home.figureInteractionsValue', label: 'home.figureInteractions' },
  { value: 'home.figureStoriesValue', label: 'home.figureStories' },
];

/** The home page's hero: the page's h1, the job search and the banner figures. Above the fold. */
export function HeroBanner() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="home-title" className={`${HERO_BAND_CLASS} ${classes.heroColours}`}>
      <Container py={{ base: 40, md: 80 }}>
        <Grid gap={{ base: 32, md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Badge variant="filled" color="accent" size="lg" radius="xl" tt="none" style={{ alignSelf: 'flex-start' }}>
                {t('home.heroPostings')}
              </Badge>
              <Title order={1} id="home-title" c="white" className={classes.heroTitle}>
                {t('home.heroTitle')}
              </Title>
              <Text c="#d3e2f7" fz={{ base: 'md', md: 'xl' }} maw={580}>
                {t('home.heroIntro')}
              </Text>
              <BannerSearch />
              <Box component="ul" mt={4} className={classes.bannerFigures}>
                {BANNER_FIGURES.map((figure) => (
                  <li key={figure.label}>
                    <Text component="span" display="block" fw={800} fz={{ base: 17, xs: 22, sm: 26 }} c="white" lh={1.2}>
                      {t(figure.value)}
                    </Text>{' '}
                    <Text component="span" display="block" c="#d3e2f7" fz={{ base: 'xs', sm: 'sm' }}>
                      {t(figure.label)}
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
