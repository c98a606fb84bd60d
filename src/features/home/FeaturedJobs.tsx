import { Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

import { EntityLogo } from '../../components/EntityLogo';
import { HeadedSection } from '../../components/HeadedSection';
import { LightBadge, LightButtonLink } from '../../components/LightParts';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import type { JobSummary } from '../../domain/entities';
import { FEATURED_JOB_COUNT } from '../../domain/firstWindows';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { SaveJobButton } from '../../personal/SaveJobButton';
import classes from './HomePage.module.css';
import { ViewAllButton } from './ViewAllButton';

/** One featured job: logo, title, company, location, type, salary, the Save toggle and Apply Now. */
function FeaturedJobRow({ job }: { job: JobSummary }) {
  const t = useT();
  return (
    <Paper component="li" withBorder radius="lg" p="md" className={classes.jobRow} data-testid="featured-job">
      <div className={classes.jobRowGrid}>
        <EntityLogo image={job.image} size={56} />
        {/* Plain elements with the module's classes, not Mantine's Stack, Text and Group: each of
            those writes its settings into the HTML as inline CSS variables, some 800 bytes a card. */}
        <div className={classes.jobText}>
          <h3 className={classes.jobTitle}>{job.title}</h3>
          <p className={classes.jobCompany}>{job.companyName}</p>
          <div className={classes.jobMeta}>
            <span className={classes.jobPlace}>
              <span className={classes.pin} aria-hidden="true" />
              {job.location}
            </span>
            <LightBadge vars={classes.lightBadge}>{job.jobType}</LightBadge>
          </div>
          {job.salary && (
            <p className={classes.jobSalary}>
              {job.salary} <span className={classes.perAnnum}>{t('home.perAnnum')}</span>
            </p>
          )}
        </div>
        <div className={`${classes.jobActions} ${classes.applyButton}`}>
          <SaveJobButton job={job} />
          <LightButtonLink vars={classes.lightButton} to={routes.findJobs}>
            {t('home.applyNow')}
            <VisuallyHidden>: {job.title}</VisuallyHidden>
          </LightButtonLink>
        </div>
      </div>
    </Paper>
  );
}

function FeaturedJobSkeleton() {
  return (
    <Paper component="li" withBorder radius="lg" p="md" aria-hidden="true">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Skeleton w={56} h={56} radius="md" />
        <Stack gap={10} style={{ flexGrow: 1 }}>
          <Skeleton h={18} w="70%" />
          <Skeleton h={12} w="45%" />
          <Skeleton h={12} w="60%" />
          <Skeleton h={12} w="40%" />
        </Stack>
      </Group>
    </Paper>
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
          : jobs.map((job) => <FeaturedJobRow key={job.id} job={job} />)}
      </ResponsiveGrid>
      <ViewAllButton to={routes.findJobs} what="jobs" />
    </HeadedSection>
  );
}
