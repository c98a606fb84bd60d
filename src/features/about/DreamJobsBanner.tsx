import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { IconSearch } from '../../components/icons';
import { wrappingButton } from '../../components/wrappingButton';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import classes from './AboutPage.module.css';

/** docs/PRODUCT.md §2: the banner "Your Dream Jobs Are Waiting" with a "Search Job" button to /find-jobs. */
export function DreamJobsBanner() {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="dream-jobs-title" py={{ base: 40, md: 64 }}>
      <Container>
        <Box className={classes.banner} px={{ base: 'lg', md: 64 }} py={{ base: 40, md: 56 }}>
          <Group justify="space-between" align="center" gap="xl">
            <Stack gap="sm" maw={620}>
              <Title order={2} id="dream-jobs-title" c="white">
                {t('about.dreamTitle')}
              </Title>
              <Text c="#d3e2f7" fz="lg">
                {t('about.dreamText')}
              </Text>
            </Stack>
            <Button
              component={Link}
              to={routes.findJobs}
              size="lg"
              color="accent"
              styles={wrappingButton}
              leftSection={<IconSearch size={20} />}
            >
              {t('about.dreamSearch')}
            </Button>
          </Group>
        </Box>
      </Container>
    </Box>
  );
}
