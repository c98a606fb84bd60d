import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { IconSearch } from '../../components/icons';
import { routes } from '../../domain/routes';
import classes from './AboutPage.module.css';

/** docs/PRODUCT.md §2: the banner "Your Dream Jobs Are Waiting" with a "Search Job" button to /find-jobs. */
export function DreamJobsBanner() {
  return (
    <Box component="section" aria-labelledby="dream-jobs-title" py={{ base: 40, md: 64 }}>
      <Container>
        <Box className={classes.banner} px={{ base: 'lg', md: 64 }} py={{ base: 40, md: 56 }}>
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="sm" maw={620}>
              <Title order={2} id="dream-jobs-title" c="white">
                Your Dream Jobs Are Waiting
              </Title>
              <Text c="#d3e2f7" fz="lg">
                New openings arrive every day from the employers we recruit for. Find the one that is right for you.
              </Text>
            </Stack>
            <Button component={Link} to={routes.findJobs} size="lg" color="accent" leftSection={<IconSearch size={20} />}>
              Search Job
            </Button>
          </Group>
        </Box>
      </Container>
    </Box>
  );
}
