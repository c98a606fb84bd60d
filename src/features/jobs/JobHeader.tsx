import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { useApply } from '../../components/useApply';
import type { Job } from '../../domain/entities';
import { SaveJobButton } from '../../personal/SaveJobButton';

/** docs/PRODUCT.md §2: title, type, location, company, application dates, the Save toggle and "Apply Now". */
export function JobHeader({ job }: { job: Job }) {
  const apply = useApply();
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap="xs">
          <Title order={1}>{job.title}</Title>
          <Group gap="sm">
            <Badge variant="light">{job.jobType}</Badge>
            <Text>{job.location}</Text>
            <Text fw={500}>{job.companyName}</Text>
          </Group>
          <Group gap="lg">
            <Text size="sm">
              Application Start Date: <strong>{job.startDate || 'Not given'}</strong>
            </Text>
            <Text size="sm">
              Application End Date: <strong>{job.endDate || 'Not given'}</strong>
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <SaveJobButton job={job} withText />
          <Button size="md" onClick={() => apply(job)}>
            Apply Now
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
