import { Title } from '@mantine/core';

export default function AboutPage() {
  return <Title order={1}>About Us</Title>;
}
