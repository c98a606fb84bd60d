import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';

import { detailQuery } from '../../api/queries';
import { ShareButton } from '../../components/ShareButton';
import { AppliedNoteContext, useApply } from '../../components/useApply';
import { applicationsClosed } from '../../domain/applicationDates';
import type { Job } from '../../domain/entities';
import { routes } from '../../domain/routes';
import { formatDate } from '../../i18n/format/formatDate';
import { useLanguage, useT } from '../../i18n/useT';
import { SaveJobButton } from '../../personal/page/SaveJobButton';

const CLOSED_NOTE_ID = 'job-applications-closed';

/**
 * The applied note's line is held from the server's HTML on, empty until the device has been read:
 * the note appearing moves nothing below it (layout shift). One line of its own text (1lh).
 */
const APPLIED_LINE = { minHeight: '1lh' } as const;

/**
 * Whether applications have closed. While the browser hydrates the server's HTML, as at the time
 * the job was fetched for that HTML (its query's, carried in the page), so both draw the same thing,
 * even from a page saved days ago; after that, as now, checked every minute. The time decided at
 * moves on only when the answer differs, not with a "hydrated" flag: the header is then not drawn a
 * second time in a blocking render just after hydration (some 12 ms on a fast machine), and the
 * answer is derived from the job shown, so another job's page opened in its place is right at once.
 *
 * The fetch time is read once from the query cache, not watched: the page watching it (a prop from
 * the job's query) drew the whole page again each time the job was fetched again with nothing
 * changed, as when the service worker first takes control (features/offline/DataRefresh.tsx).
 */
function useApplicationsClosed({ id, endDate }: Job): boolean {
  const client = useQueryClient();
  const [decidedAt, setDecidedAt] = useState(
    () => client.getQueryState(detailQuery('jobs', id).queryKey)?.dataUpdatedAt || Date.now(),
  );
  useEffect(() => {
    const check = () => {
      const now = Date.now();
      setDecidedAt((at) => (applicationsClosed(endDate, at) === applicationsClosed(endDate, now) ? at : now));
    };
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [endDate]);
  return applicationsClosed(endDate, decidedAt);
}

/**
 * docs/PRODUCT.md §2: title, type, location, company, application dates and "Apply Now"; beside
 * it Save and Share, "You applied on <date>" when this device applied for it ("Applying twice"), and,
 * once the end date has passed, the day applications closed ("Application dates").
 */
export function JobHeader({ job }: { job: Job }) {
  const t = useT();
  const language = useLanguage();
  const apply = useApply();
  const closed = useApplicationsClosed(job);
  const appliedNote = useContext(AppliedNoteContext);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="xs">
          <Title order={1}>{job.title}</Title>
          <Group gap="sm">
            <Badge variant="light">{job.jobType}</Badge>
            <Text>{job.location}</Text>
            <Text fw={500}>{job.companyName}</Text>
          </Group>
          <Group gap="lg">
            <Text size="sm">
              {t('jobs.startDateLabel')}{' '}
              <strong>{job.startDate ? formatDate(job.startDate, language) : t('jobs.notGiven')}</strong>
            </Text>
            <Text size="sm">
              {t('jobs.endDateLabel')} <strong>{job.endDate ? formatDate(job.endDate, language) : t('jobs.notGiven')}</strong>
            </Text>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Group gap="sm">
            <SaveJobButton job={job} withText />
            <ShareButton
              path={routes.jobDetails}
              id={job.id}
              title={job.title}
              text={`${job.companyName}, ${job.location}`}
              size="md"
            />
            <Button size="md" onClick={() => apply(job)} aria-describedby={closed ? CLOSED_NOTE_ID : undefined}>
              {t('jobs.applyNow')}
            </Button>
          </Group>
          <Text id="job-applied-on" size="sm" fw={600} c="teal.9" style={APPLIED_LINE}>
            {appliedNote?.(job.id)}
          </Text>
          {closed && (
            <Text id={CLOSED_NOTE_ID} size="sm" fw={600} c="red.9">
              {t('jobs.closedOn', { date: formatDate(job.endDate, language) })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
