import { Box, Container, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, imageUrl } from '../../api/content';
import { useCompany } from '../../api/queries';
import { IMAGE_PLACEHOLDER } from '../../components/ArticleCard';
import { DetailLoadFailed } from '../../components/DetailLoadFailed';
import { DetailNotFound, LoadingText } from '../../components/DetailStatus';
import { formatDate } from '../../components/formatDate';
import { IconCalendar, IconMapPin } from '../../components/icons';
import { SectionList } from '../../components/SectionList';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { detailIdFrom, routes } from '../../domain/routes';
import { CompanyOverviewCard } from './CompanyOverviewCard';

const back = { backTo: routes.employers, backLabel: 'Back to Employers' };

const Page = ({ children }: { children: ReactNode }) => <Container py="xl">{children}</Container>;

/** SPEC.md §2 "/showcompanydetails": the company whose id came in navigation state (jobDetails) or ?id=. */
export default function CompanyDetailsPage() {
  const location = useLocation();
  const id = detailIdFrom(location.state, location.search);
  const company = useCompany(id);
  useDocumentTitle(company.data?.name ?? 'Company Details');

  const notFound = (
    <Page>
      <DetailNotFound what="Company" {...back} />
    </Page>
  );
  if (id === null) return notFound;
  if (company.isPending) {
    return (
      <Page>
        <LoadingText />
      </Page>
    );
  }
  if (company.isError) {
    if (company.error instanceof ApiError && company.error.status === 404) return notFound;
    return (
      <Page>
        <DetailLoadFailed what="Company" onRetry={() => void company.refetch()} {...back} />
      </Page>
    );
  }

  const data = company.data;
  return (
    <>
      <Box bg="gray.0" py={{ base: 32, md: 48 }}>
        <Container>
          <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} shadow="xs">
            <Group wrap="wrap" gap="lg" align="center">
              <Image
                src={imageUrl(data.image)}
                fallbackSrc={IMAGE_PLACEHOLDER}
                alt={`${data.name} logo`}
                width={96}
                height={96}
                w={96}
                h={96}
                radius="md"
                bg="gray.0"
              />
              <Stack gap={8} style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Title order={1} size="h2">
                  {data.name}
                </Title>
                <Group gap="lg" wrap="wrap">
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={18} color="var(--mantine-color-gray-6)" />
                    <Text c="gray.8">{data.location}</Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconCalendar size={18} color="var(--mantine-color-gray-6)" />
                    <Text c="gray.8">
                      Application Start Date: <strong>{data.startDate ? formatDate(data.startDate) : 'Not given'}</strong>
                    </Text>
                  </Group>
                </Group>
              </Stack>
            </Group>
          </Paper>
        </Container>
      </Box>
      <Container py={{ base: 32, md: 56 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {data.mainHeading && <Title order={2}>{data.mainHeading}</Title>}
              {data.mainDescription && (
                <Text fz="lg" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
                  {data.mainDescription}
                </Text>
              )}
              <SectionList sections={data.sections} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CompanyOverviewCard company={data} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
