import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';

import { EntityLogo } from '../../components/EntityLogo';
import { HeadedSection } from '../../components/HeadedSection';
import { IconLabel } from '../../components/IconLabel';
import { IconMapPin } from '../../components/icons';
import type { JobSummary } from '../../domain/entities';
import { FEATURED_JOB_COUNT } from '../../domain/firstWindows';
import { routes } from '../../domain/routes';
import { SaveJobButton } from '../../personal/SaveJobButton';
import classes from './HomePage.module.css';
import { ViewAllButton } from './ViewAllButton';

/** One featured job: logo, title, company, location, type, salary, the Save toggle and Apply Now. */
function FeaturedJobRow({ job }: { job: JobSummary }) {
  return (
    <Paper component="li" withBorder radius="lg" p="md" className={classes.jobRow} data-testid="featured-job">
      <div className={classes.jobRowGrid}>
        <EntityLogo image={job.image} size={56} />
        <Stack gap={6} miw={0}>
          <Text component="h3" fw={700} fz="lg" c="brand.9" lh={1.3} m={0}>
            {job.title}
          </Text>
          <Text size="sm" c="dimmed">
            {job.companyName}
          </Text>
          <Group gap="xs" wrap="wrap">
            <IconLabel icon={IconMapPin} gap={4}>
              {job.location}
            </IconLabel>
            <Badge variant="light">{job.jobType}</Badge>
          </Group>
          {job.salary && (
            <Text size="sm" fw={600} c="gray.8">
              {job.salary}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                per annum
              </Text>
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap" className={classes.applyButton}>
          <SaveJobButton job={job} />
          <Button component={Link} to={routes.findJobs} size="sm" variant="light">
            Apply Now<VisuallyHidden>: {job.title}</VisuallyHidden>
          </Button>
        </Group>
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
  return (
    <HeadedSection
      titleId="featured-title"
      eyebrow="Featured jobs"
      title="Openings our recruiters recommend"
      subtitle="Fresh roles from the employers we recruit for, added to the board every day."
      shaded
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" className={classes.plainList} aria-busy={loading}>
        {loading
          ? Array.from({ length: FEATURED_JOB_COUNT }, (_, i) => <FeaturedJobSkeleton key={i} />)
          : jobs.map((job) => <FeaturedJobRow key={job.id} job={job} />)}
      </SimpleGrid>
      <ViewAllButton to={routes.findJobs} what="jobs" />
    </HeadedSection>
  );
}
