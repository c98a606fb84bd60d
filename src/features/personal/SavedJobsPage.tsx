import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { EntityLogo } from '../../components/EntityLogo';
import { useStore } from '../../components/externalStore';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { detailLink, routes } from '../../domain/routes';
import type { SavedJob } from '../../offline/savedJobs';
import { formatWhen } from '../../personal/formatWhen';
import { savedJobRecords, startSavedJobsList } from '../../personal/savedJobsList';
import { SaveJobButton } from '../../personal/SaveJobButton';
import { DevicePage } from './DevicePage';
import { DeviceRecordList } from './DeviceRecordList';

function SavedJobItem({ saved }: { saved: SavedJob }) {
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
            Saved {formatWhen(saved.savedAt)}
          </Text>
          {removed && (
            <Text size="sm" fw={600} c="red.9">
              The agency has removed this job: it is no longer open.
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <SaveJobButton job={job} />
          {!removed && (
            <Button component={Link} to={link.to} state={link.state} aria-label={`View ${job.title}`}>
              View
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
  const records = useStore(savedJobRecords);
  useEffect(() => {
    // Offline before this code was ever fetched: the list stays "Loading..." (nothing to show).
    startSavedJobsList().catch(() => undefined);
  }, []);
  return (
    <DevicePage
      title="Saved jobs"
      subtitle="The jobs you saved on this device, newest first. They open without a connection too."
    >
      <DeviceRecordList
        records={records}
        emptyText="No saved jobs yet. Tap Save on a job to keep it here."
        label="Saved jobs"
        keyOf={(saved) => saved.id}
      >
        {(saved) => <SavedJobItem saved={saved} />}
      </DeviceRecordList>
    </DevicePage>
  );
}
