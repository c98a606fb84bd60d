import { Button, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';

import { IconArrowRight } from '../../components/pageIcons';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';

/** What a View All link lists: the words that complete its name for screen readers. */
const LISTED: Record<'jobs' | 'articles', MessageId> = { jobs: 'home.viewAllJobs', articles: 'home.viewAllArticles' };

/** A home section's closing "View All" link; `what` ("jobs") completes its name for screen readers. */
export function ViewAllButton({ to, what, outline = false }: { to: string; what: keyof typeof LISTED; outline?: boolean }) {
  const t = useT();
  return (
    <Group justify="center" mt={40}>
      <Button
        component={Link}
        to={to}
        size="md"
        variant={outline ? 'outline' : undefined}
        rightSection={<IconArrowRight size={18} />}
      >
        {t('home.viewAll')}
        <VisuallyHidden> {t(LISTED[what])}</VisuallyHidden>
      </Button>
    </Group>
  );
}
