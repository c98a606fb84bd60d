import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

import { HeadedSection } from '../../components/HeadedSection';
import { LightButtonLink } from '../../components/LightParts';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import type { JobSummary } from '../../domain/entities';
import { FEATURED_JOB_COUNT } from '../../domain/firstWindows';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { SaveableJobCard } from '../../personal/page/SaveableJobCard';
import classes from './HomePage.module.css';
import { ViewAllButton } from './ViewAllButton';

/** One featured job: the job card, with the Save toggle and Apply Now (to /find-jobs, docs/PRODUCT.md §2). */
function FeaturedJobCard({ job }: { job: JobSummary }) {
  const t = useT();
  return (
    <SaveableJobCard
      job={job}
      headingLevel={3}
      action={
        <LightButtonLink vars="sr-job-card__button" to={routes.findJobs}>
          {t('home.applyNow')}
          <VisuallyHidden>: {job.title}</VisuallyHidden>
        </LightButtonLink>
      }
    />
  );
}

function FeaturedJobSkeleton() {
  return (
    <li className="sr-job-card" aria-hidden="true">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Skeleton w={48} h={48} radius="md" />
        <Stack gap={10} style={{ flexGrow: 1 }}>
          <Skeleton h={18} w="70%" />
          <Skeleton h={12} w="45%" />
          <Skeleton h={12} w="60%" />
          <Skeleton h={12} w="40%" />
        </Stack>
      </Group>
    </li>
  );
}

/**
 * docs/PRODUCT.md §2: the featured jobs (last 10, last first, two columns). Each Apply Now and the View
 * All button open /find-jobs without a job id, as the spec has it. While the list loads, skeleton
 * rows of the same size hold the space.
 */
export function FeaturedJobs({ jobs, loading }: { jobs: readonly JobSummary[]; loading: boolean }) {
  const t = useT();
  return (
    <HeadedSection
      titleId="featured-title"
      eyebrow={t('home.featuredEyebrow')}
      title={t('home.featuredTitle')}
      subtitle={t('home.featuredSubtitle')}
      shaded
    >
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" className={classes.plainList} aria-busy={loading}>
        {loading
          ? Array.from({ length: FEATURED_JOB_COUNT }, (_, i) => <FeaturedJobSkeleton key={i} />)
          : jobs.map((job) => <FeaturedJobCard key={job.id} job={job} />)}
      </ResponsiveGrid>
      <ViewAllButton to={routes.findJobs} what="jobs" />
    </HeadedSection>
  );
}
