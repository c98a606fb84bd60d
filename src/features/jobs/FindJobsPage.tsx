import { Title } from '@mantine/core';

export default function FindJobsPage() {
  return <Title order={1}>Find Jobs</Title>;
}
