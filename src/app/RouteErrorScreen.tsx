import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import { IconArrowLeft, IconSearch } from '../components/icons';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { wrappingButton } from '../components/wrappingButton';
import { routes } from '../domain/routes';
import { type Translate, useT } from '../i18n/useT';
import { deviceOffline } from '../networkLab/simulation';
import { chunkErrorMessage, isChunkLoadError } from './chunkErrors';
import { ERROR_TITLE, notFoundPage } from './pages';

/**
 * What went wrong, in one line, like React Router's own default screen ("404 Not Found"). A page
 * whose script could not be fetched reads as docs/PRODUCT.md §8 has it: "Loading chunk {id} failed (...)".
 * Any other error's message is the code's ("l is not a function"), no one's to read: the visitor
 * gets a plain sentence in the page's language, and the error goes to the console (React logs what
 * an error boundary caught).
 */
function errorLine(error: unknown, t: Translate): string {
  if (error == null) return t('error.notFoundLine');
  if (isChunkLoadError(error)) return chunkErrorMessage(error, typeof navigator === 'undefined' ? undefined : !deviceOffline());
  return t('error.somethingWrong');
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
  const t = useT();
  useDocumentTitle(t(error == null ? notFoundPage.title : ERROR_TITLE));
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack align="flex-start" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="accent">
            <IconSearch size={30} />
          </ThemeIcon>
          <Title order={1}>{t('error.heading')}</Title>
          <Text fw={600} c="accent.7" data-testid="route-error-detail">
            {errorLine(error, t)}
          </Text>
          <Text c="dimmed">{t(chunkFailed ? 'error.chunkAdvice' : 'error.notFoundAdvice')}</Text>
          <Group gap="sm" mt="xs">
            {chunkFailed && (
              <Button onClick={() => window.location.reload()} color="accent" styles={wrappingButton}>
                {t('error.reload')}
              </Button>
            )}
            <Button component={Link} to={routes.home} leftSection={<IconArrowLeft size={18} />} styles={wrappingButton}>
              {t('error.backHome')}
            </Button>
            <Button component={Link} to={routes.findJobs} variant="default" styles={wrappingButton}>
              {t('error.browseJobs')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
