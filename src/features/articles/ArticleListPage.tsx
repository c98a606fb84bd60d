import { Title } from '@mantine/core';

export default function ArticleListPage() {
  return <Title order={1}>Recent News Articles</Title>;
}
