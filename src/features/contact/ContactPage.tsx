import { Title } from '@mantine/core';

export default function ContactPage() {
  return <Title order={1}>Contact</Title>;
}
