import { Card, Group, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { imageUrl } from '../../api/content';
import { useJobs } from '../../api/queries';

/** Minimal home page of the walking skeleton: the jobs from the API. */
export default function HomePage() {
  const { data: jobs = [] } = useJobs();
  return (
    <>
      <Title order={1} mb="md">
        Sr Technologies Jobs
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="job-list">
        {jobs.map((job) => (
          <Card key={job.id} withBorder data-testid="job-card">
            <Group wrap="nowrap">
              <Image src={imageUrl(job.image)} alt="" w={48} h={48} />
              <div>
                <Text fw={600}>{job.title}</Text>
                <Text size="sm" c="dimmed">
                  {job.companyName} · {job.location} · {job.jobType}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
