import { Stack } from '@mantine/core';

import type { JobSummary } from '../../domain/entities';
import { JobRow } from './JobRow';

/**
 * The jobs the filters let through, one row each (docs/PRODUCT.md §2). A chunk of its own (JobBoard.tsx):
 * on a phone the list starts below the filters, under the first screen.
 */
export default function JobList({ jobs }: { jobs: readonly JobSummary[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} />
      ))}
    </Stack>
  );
}
