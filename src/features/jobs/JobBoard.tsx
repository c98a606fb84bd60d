import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';

import { useJobs } from '../../api/queries';
import { deferredPart } from '../../components/deferredPart';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder';
import {
  type ChoiceFilterKey,
  filterJobs,
  filterKey,
  filterOptions,
  type JobFilter,
  resultsSummary,
} from '../../domain/jobFilters';
import { JobFilterControls } from './JobFilterControls';

/** The rows: on a phone they start under the first screen (the filters), so they load after it. */
const JobList = deferredPart(() => import('./JobList'), '100dvh');

interface Props {
  heading: string;
  initialFilter: JobFilter;
  /** docs/PRODUCT.md §2 /find-filtered-jobs: the list is fetched again whenever a filter changes. */
  refetchOnFilterChange?: boolean;
}

/** The job list with its filters, shared by /find-jobs and /find-filtered-jobs (docs/PRODUCT.md §2). */
export function JobBoard({ heading, initialFilter, refetchOnFilterChange = false }: Props) {
  const [filter, setFilter] = useState(initialFilter);
  const jobs = useJobs();
  const all = useMemo(() => jobs.data ?? [], [jobs.data]);
  const shown = useMemo(() => filterJobs(all, filter), [all, filter]);
  const options = useMemo(() => filterOptions(all, filter), [all, filter]);

  // One request per real change of the filter: not on mount (the list query loads by itself) and
  // not twice under StrictMode's double effects, hence the last key seen.
  const { refetch } = jobs;
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const key = filterKey(filter);
    if (refetchOnFilterChange && lastKey.current !== null && lastKey.current !== key) void refetch();
    lastKey.current = key;
  }, [filter, refetch, refetchOnFilterChange]);

  const change = (key: ChoiceFilterKey | 'title', value: string) => setFilter((f) => ({ ...f, [key]: value }));

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <div role="search" aria-label="Job filters">
              <JobFilterControls filter={filter} options={options} onChange={change} />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md">
              <Text role="status" fw={500}>
                {resultsSummary(shown.length, all.length)}
              </Text>
              {filter.title && (
                <Group gap="xs">
                  <Text size="sm">
                    Job title: <strong>{filter.title}</strong>
                  </Text>
                  <Button variant="subtle" size="compact-sm" onClick={() => change('title', '')}>
                    Show all job titles
                  </Button>
                </Group>
              )}
              {jobs.isPending ? <LoadingPlaceholder /> : <JobList jobs={shown} />}
              {!jobs.isPending && all.length > 0 && shown.length === 0 && (
                <Text c="dimmed">No jobs match the selected filters.</Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
