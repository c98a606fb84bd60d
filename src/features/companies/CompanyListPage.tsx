import { Title } from '@mantine/core';

export default function CompanyListPage() {
  return <Title order={1}>Employers</Title>;
}
