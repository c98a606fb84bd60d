import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../../api/content';
import { useJob } from '../../api/queries';
import { DetailLoadFailed } from '../../components/DetailLoadFailed';
import { DetailNotFound, LoadingText } from '../../components/DetailStatus';
import { SectionList } from '../../components/SectionList';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { detailIdFrom, routes } from '../../domain/routes';
import { JobHeader } from './JobHeader';
import { JobOverviewCard } from './JobOverviewCard';
import { JobPostingScript } from './JobPostingScript';
import { RelatedJobs } from './RelatedJobs';

const back = { backTo: routes.findJobs, backLabel: 'Back to Find Jobs' };

const Page = ({ children }: { children: ReactNode }) => <Container py="xl">{children}</Container>;

/** SPEC.md §2 /showjobdetails: the job whose id came in navigation state (jobDetails) or ?id=. */
export default function JobDetailsPage() {
  const location = useLocation();
  const id = detailIdFrom(location.state, location.search);
  const job = useJob(id);
  useDocumentTitle(job.data?.title ?? 'Job Details');

  const notFound = (
    <Page>
      <DetailNotFound what="Job" {...back} />
    </Page>
  );
  if (id === null) return notFound;
  if (job.isPending) {
    return (
      <Page>
        <LoadingText />
      </Page>
    );
  }
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return notFound;
    return (
      <Page>
        <DetailLoadFailed what="Job" onRetry={() => void job.refetch()} {...back} />
      </Page>
    );
  }

  const data = job.data;
  return (
    <Page>
      <Stack gap="xl">
        <JobPostingScript job={data} />
        <JobHeader job={data} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {data.mainHeading && <Title order={2}>{data.mainHeading}</Title>}
              {data.mainDescription && <Text style={{ whiteSpace: 'pre-line' }}>{data.mainDescription}</Text>}
              <SectionList sections={data.sections} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <JobOverviewCard job={data} />
          </Grid.Col>
        </Grid>
        <RelatedJobs />
      </Stack>
    </Page>
  );
}
