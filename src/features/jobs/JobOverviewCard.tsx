import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Job } from '../../domain/entities';
import { experienceInYears, salaryPerAnnum } from './jobText';

/** SPEC.md §2: the fixed "date posted" text (the data has no posting date). */
export const DATE_POSTED_TEXT = 'Recently';

/** SPEC.md §2: the side card "Job Overview". */
export function JobOverviewCard({ job }: { job: Job }) {
  const rows: [string, string][] = [
    ['Location', job.location],
    ['Salary', salaryPerAnnum(job.salary)],
    ['Experience', experienceInYears(job.experience)],
    ['Date Posted', DATE_POSTED_TEXT],
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="aside" aria-labelledby="job-overview-title">
      <Title order={2} size="h3" id="job-overview-title" mb="md">
        Job Overview
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
