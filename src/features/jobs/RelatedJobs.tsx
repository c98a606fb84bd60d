import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router-dom';

import { useWindowedList } from '../../api/useWindowedList';
import { EntityLogo } from '../../components/EntityLogo';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { useApply } from '../../components/useApply';
import { useFocusOnShowMore } from '../../components/useFocusOnShowMore';
import type { JobSummary } from '../../domain/entities';
import { RELATED_JOBS_WINDOW } from '../../domain/firstWindows';
import { detailLink, routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { salaryPerAnnum } from './jobText';

/**
 * docs/PRODUCT.md §2 "Related Jobs": every job reachable, each with its own "Apply Now": the first window
 * of the jobs list, and Show more for the next. Memoised, as its cards: the job page draws again
 * when its query's state moves (the refetch when the service worker takes control on a first
 * visit), and drawing the cards again need not follow.
 */
export const RelatedJobs = memo(function RelatedJobs() {
  const list = useWindowedList('jobs', RELATED_JOBS_WINDOW);
  const { listRef, willShowMore } = useFocusOnShowMore<HTMLElement>(list.items.length);
  const t = useT();
  if (list.items.length === 0) return null;
  return (
    <section aria-labelledby="related-jobs-title">
      <Title order={2} id="related-jobs-title" mb="md">
        {t('jobs.relatedJobs')}
      </Title>
      <ResponsiveGrid ref={listRef} component="ul" cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.items.map((job) => (
          <RelatedJobCard key={job.id} job={job} />
        ))}
      </ResponsiveGrid>
      <ShowMoreButton
        what="jobs"
        remaining={list.remaining}
        loading={list.loadingMore}
        onClick={() => {
          willShowMore();
          list.showMore();
        }}
      />
    </section>
  );
});

const RelatedJobCard = memo(function RelatedJobCard({ job }: { job: JobSummary }) {
  const t = useT();
  const apply = useApply();
  const link = detailLink(routes.jobDetails, job.id);
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs" h="100%">
        <Group gap="sm" wrap="nowrap">
          <EntityLogo image={job.image} size={48} framed={false} />
          <Text size="sm" fw={500}>
            {job.companyName}
          </Text>
        </Group>
        <Title order={3} size="h4">
          <Anchor component={Link} to={link.to} state={link.state} inherit>
            {job.title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Badge variant="light">{job.jobType}</Badge>
          <Text size="sm">{job.location}</Text>
        </Group>
        <Text size="sm">{salaryPerAnnum(t, job.salary)}</Text>
        <Button variant="light" mt="auto" onClick={() => apply(job)} aria-label={t('jobs.applyNowFor', { title: job.title })}>
          {t('jobs.applyNow')}
        </Button>
      </Stack>
    </Paper>
  );
});
