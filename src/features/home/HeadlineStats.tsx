import { Box, Container, Text } from '@mantine/core';

import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import classes from './HomePage.module.css';

/** docs/PRODUCT.md §1: the headline statistics, fixed text. */
const HEADLINE_STATS = [
  { value: '2M', label: 'daily active users' },
  { value: 'Over 3000', label: 'open positions' },
  { value: 'Over 5 million', label: 'stories shared' },
] as const;

export function HeadlineStats() {
  return (
    <Box component="section" aria-label="Sr Technologies Jobs in numbers" className={classes.statsBand} py={{ base: 48, md: 64 }}>
      <Container>
        <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ul" className={classes.plainList}>
          {HEADLINE_STATS.map((stat) => (
            <Box component="li" key={stat.label} ta="center">
              <Text component="span" display="block" fw={800} fz={{ base: 36, md: 44 }} c="white" lh={1.1}>
                {stat.value}
              </Text>{' '}
              <Text component="span" display="block" c="#d3e2f7" fz="lg" mt={6}>
                {stat.label}
              </Text>
            </Box>
          ))}
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
