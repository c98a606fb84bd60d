import { Container, Stack } from '@mantine/core';

import { useJob } from '../../api/queries';
import { deferredPart } from '../../components/deferredPart';
import { DetailBody } from '../../components/DetailBody';
import { DetailColumns } from '../../components/DetailColumns';
import { DetailPage, useDetailId } from '../../components/DetailPage';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';
import { JobHeader } from './JobHeader';
import { JobOverviewCard } from './JobOverviewCard';
import { JobPostingScript } from './JobPostingScript';

// Related Jobs (the job card, its list window and Show more) comes after the whole job, below the
// first screen on a phone and on a desktop: its code is a chunk of its own, so the job page's first
// JavaScript stays within its budget (docs/PERFORMANCE.md) while the server's HTML still holds it.
const RelatedJobs = deferredPart(() => import('./RelatedJobs'), '40rem');

/** docs/PRODUCT.md §2 /showjobdetails: the job whose id came in navigation state (jobDetails) or ?id=. */
export default function JobDetailsPage() {
  const t = useT();
  const back = { to: routes.findJobs, label: t('jobs.backToFindJobs') };
  const id = useDetailId();
  const job = useJob(id);
  return (
    <DetailPage what="Job" id={id} query={job} title={(item) => item.title} back={back}>
      {(data) => (
        <Container py="xl">
          <Stack gap="xl">
            <JobPostingScript job={data} />
            <JobHeader job={data} />
            <DetailColumns aside={<JobOverviewCard job={data} />} asideFirst>
              <Stack gap="md">
                <DetailBody item={data} />
              </Stack>
            </DetailColumns>
            <RelatedJobs />
          </Stack>
        </Container>
      )}
    </DetailPage>
  );
}
