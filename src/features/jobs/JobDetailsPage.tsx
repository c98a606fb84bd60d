import { Title } from '@mantine/core';

export default function JobDetailsPage() {
  return <Title order={1}>Job details</Title>;
}
