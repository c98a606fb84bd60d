import { Title } from '@mantine/core';

export default function ArticleDetailsPage() {
  return <Title order={1}>Article</Title>;
}
