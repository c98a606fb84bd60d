import { Box, Container, Text } from '@mantine/core';

import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import classes from './HomePage.module.css';

/** docs/PRODUCT.md §1: the headline statistics, fixed text. */
const HEADLINE_STATS: readonly { value: MessageId; label: MessageId }[] = [
  { value: 'home.statDailyUsersValue', label: 'home.statDailyUsers' },
  { value: 'home.statOpenPositionsValue', label: 'home.statOpenPositions' },
  { value: 'home.statStoriesValue', label: 'home.statStories' },
];

export function HeadlineStats() {
  const t = useT();
  return (
    <Box component="section" aria-label={t('home.statsLabel')} className={classes.statsBand} py={{ base: 48, md: 64 }}>
      <Container>
        {/* Three across only from lg: a Tamil figure ("5 மில்லியனுக்கும் மேல்") is one long word, wider
            than a third of a tablet's width, and pushed the page past the screen. */}
        <ResponsiveGrid cols={{ base: 1, lg: 3 }} spacing="xl" component="ul" className={classes.plainList}>
          {HEADLINE_STATS.map((stat) => (
            <Box component="li" key={stat.label} ta="center">
              {/* Smaller on the narrowest phones: "5 மில்லியனுக்கும் மேல்" at 36 px is wider than 320 px's column. */}
              <Text
                component="span"
                display="block"
                fw={800}
                fz={{ base: 28, xs: 36, md: 44 }}
                c="white"
                lh={1.1}
                style={{ overflowWrap: 'break-word' }}
              >
                {t(stat.value)}
              </Text>{' '}
              <Text component="span" display="block" c="#d3e2f7" fz="lg" mt={6}>
                {t(stat.label)}
              </Text>
            </Box>
          ))}
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
