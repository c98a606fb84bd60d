import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { IconArrowLeft, IconSearch } from '../components/icons';
import { deviceOffline } from '../components/simulation';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { routes } from '../domain/routes';
import { chunkErrorMessage, isChunkLoadError } from './chunkErrors';
import { ERROR_TITLE, notFoundPage } from './pages';

/**
 * What went wrong, in one line, like React Router's own default screen ("404 Not Found"). A page
 * whose script could not be fetched reads as docs/PRODUCT.md §8 has it: "Loading chunk {id} failed (...)".
 */
function errorLine(error: unknown): string {
  if (error == null) return '404 Not Found';
  if (isChunkLoadError(error)) return chunkErrorMessage(error, typeof navigator === 'undefined' ? undefined : !deviceOffline());
  if (error instanceof Error) return error.message;
  return 'Something went wrong while showing this page.';
}

interface Props {
  /** What the page threw (PageBoundary.tsx); none for an address no route matches. */
  error?: unknown;
}

/**
 * docs/PRODUCT.md §2 and §8: an unmatched route (or a route that throws) shows the default error text. It
 * is rendered inside the site's layout (router.tsx), so the navbar and footer stay usable.
 */
export function RouteErrorScreen({ error }: Props) {
  const chunkFailed = isChunkLoadError(error);
  useDocumentTitle(error == null ? notFoundPage.title : ERROR_TITLE);
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack align="flex-start" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="accent">
            <IconSearch size={30} />
          </ThemeIcon>
          <Title order={1}>Unexpected Application Error!</Title>
          <Text fw={600} c="accent.7" data-testid="route-error-detail">
            {errorLine(error)}
          </Text>
          <Text c="dimmed">
            {chunkFailed
              ? 'Part of the site could not be downloaded. Check your connection and reload the page.'
              : 'The page you asked for does not exist or could not be shown. Head back to the home page or browse the latest openings.'}
          </Text>
          <Group gap="sm" mt="xs">
            {chunkFailed && (
              <Button onClick={() => window.location.reload()} color="accent">
                Reload
              </Button>
            )}
            <Button component={Link} to={routes.home} leftSection={<IconArrowLeft size={18} />}>
              Back to the home page
            </Button>
            <Button component={Link} to={routes.findJobs} variant="default">
              Browse jobs
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
