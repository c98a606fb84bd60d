import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { EntityLogo } from '../../components/EntityLogo';
import { useStore } from '../../components/externalStore';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { detailLink, routes } from '../../domain/routes';
import { useLanguage, useT } from '../../i18n/useT';
import type { SavedJob } from '../../offline/savedJobs';
import { formatWhen } from '../../personal/formatWhen';
import { savedJobRecords, startSavedJobsList } from '../../personal/savedJobsList';
import { SaveJobButton } from '../../personal/SaveJobButton';
import { DevicePage } from './DevicePage';
import { DeviceRecordList } from './DeviceRecordList';

function SavedJobItem({ saved }: { saved: SavedJob }) {
  const t = useT();
  const language = useLanguage();
  const { job } = saved;
  const link = detailLink(routes.jobDetails, job.id);
  const removed = saved.removedAt !== null;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="saved-job">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <EntityLogo image={job.image} size={{ base: 48, sm: 64 }} alt="" framed={false} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4">
            {job.title}
          </Title>
          <Group gap="xs">
            {job.companyName && <Text size="sm">{job.companyName}</Text>}
            <Text size="sm" c="dimmed">
              {job.location}
            </Text>
            <Badge variant="light">{job.jobType}</Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('personal.savedAt', { when: formatWhen(saved.savedAt, language) })}
          </Text>
          {removed && (
            <Text size="sm" fw={600} c="red.9">
              {t('personal.jobRemoved')}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <SaveJobButton job={job} />
          {!removed && (
            <Button
              component={Link}
              to={link.to}
              state={link.state}
              aria-label={t('personal.viewJobLabel', { title: job.title })}
            >
              {t('personal.viewJob')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The saved jobs, newest saved first (docs/PRODUCT.md, "Kept on this device"). They live on the
 * device, so the server's HTML holds only the page's frame and "Loading..."; the list comes once
 * hydrated. Online, each saved job is checked against the server: one the agency removed stays,
 * and says so.
 */
export default function SavedJobsPage() {
  useDocumentTitle();
  const t = useT();
  const records = useStore(savedJobRecords);
  useEffect(() => {
    // Offline before this code was ever fetched: the list stays "Loading..." (nothing to show).
    startSavedJobsList().catch(() => undefined);
  }, []);
  return (
    <DevicePage title={t('personal.savedJobs')} subtitle={t('personal.savedSubtitle')}>
      <DeviceRecordList
        records={records}
        emptyText={t('personal.savedEmpty')}
        label={t('personal.savedJobs')}
        keyOf={(saved) => saved.id}
      >
        {(saved) => <SavedJobItem saved={saved} />}
      </DeviceRecordList>
    </DevicePage>
  );
}
