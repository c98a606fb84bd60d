import { Title } from '@mantine/core';

export default function CompanyDetailsPage() {
  return <Title order={1}>Company details</Title>;
}
