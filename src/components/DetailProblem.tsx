import { Alert, Anchor, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { MessageId } from '../i18n/messageIds';
import { useT } from '../i18n/useT';

/** Where the not-found and could-not-load messages lead back to. */
export interface Back {
  to: string;
  label: string;
}

/** What a detail page shows, as its problem's words name it. */
export type DetailKind = 'Job' | 'Company' | 'Article';

const WORDS: Record<DetailKind, { notFound: MessageId; gone: MessageId; failed: MessageId }> = {
  Job: { notFound: 'problem.notFoundJob', gone: 'problem.goneJob', failed: 'problem.failedJob' },
  Company: { notFound: 'problem.notFoundCompany', gone: 'problem.goneCompany', failed: 'problem.failedCompany' },
  Article: { notFound: 'problem.notFoundArticle', gone: 'problem.goneArticle', failed: 'problem.failedArticle' },
};

/** A missing or unknown id: a clear message and a way back, never a blank page. */
function NotFound({ what, back }: { what: DetailKind; back: Back }) {
  const t = useT();
  return (
    // The message is the page's one heading (h1), and in the theme's dark text: Mantine's yellow
    // alert title colour fails WCAG AA contrast on its light background.
    <Alert color="yellow" my="xl">
      <Title order={1} size="h3" mb="xs">
        {t(WORDS[what].notFound)}
      </Title>
      <Text mb="xs">{t(WORDS[what].gone)}</Text>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Alert>
  );
}

/**
 * Data that could not be loaded (no connection and no saved copy, or a server error): unlike
 * "not found", the item may well exist, so the visitor can try again.
 */
function LoadFailed({ what, back, onRetry }: { what: DetailKind; back: Back; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert color="red" my="xl">
      <Title order={1} size="h3" mb="xs">
        {t(WORDS[what].failed)}
      </Title>
      <Text mb="xs">{t('problem.checkConnection')}</Text>
      <Group gap="md">
        <Button size="compact-sm" onClick={onRetry}>
          {t('problem.tryAgain')}
        </Button>
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Group>
    </Alert>
  );
}

/**
 * A detail page's problem (DetailPage.tsx): not found, or, given a way to try again, could not be
 * loaded.
 */
export default function DetailProblem({ what, back, onRetry }: { what: DetailKind; back: Back; onRetry?: () => void }) {
  return onRetry ? <LoadFailed what={what} back={back} onRetry={onRetry} /> : <NotFound what={what} back={back} />;
}
