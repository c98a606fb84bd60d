import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { EntityLogo } from '../../components/EntityLogo';
import type { JobSummary } from '../../domain/entities';
import { detailLink, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { SaveJobButton } from '../../personal/SaveJobButton';

/**
 * docs/PRODUCT.md §2: one job of the list: image, title, location, job type badge and a View button,
 * with the Save toggle beside it.
 * Memoised: the list draws again when a query's state moves or a filter changes, and a row whose
 * job is the same (the query keeps unchanged items' objects) need not. `highlight` marks a keyword
 * search's words (JobList passes it during a search only, so its code stays out of other pages).
 */
export const JobRow = memo(function JobRow({ job, highlight }: { job: JobSummary; highlight?: (text: string) => ReactNode }) {
  const t = useT();
  const shown = (text: string) => (highlight ? highlight(text) : text);
  const link = detailLink(routes.jobDetails, job.id);
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group wrap="nowrap" align="center" gap="md">
        <EntityLogo
          image={job.image}
          size={{ base: 48, sm: 64 }}
          alt={job.companyName ? t('jobs.companyLogo', { company: job.companyName }) : ''}
          framed={false}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4">
            {shown(job.title)}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {shown(job.location)}
            </Text>
            <Badge variant="light">{shown(job.jobType)}</Badge>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <SaveJobButton job={job} />
          <Button component={Link} to={link.to} state={link.state} aria-label={t('jobs.viewJob', { title: job.title })}>
            {t('jobs.view')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
});
