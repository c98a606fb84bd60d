import { Title } from '@mantine/core';

export default function FindFilteredJobsPage() {
  return <Title order={1}>Find Jobs</Title>;
}
