import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { type ApplicationJobDto, resumePath, staffPaths } from '../../contract/staff';
import { APPLICATION_STATUSES } from '../../domain/staffInbox';
import { ContactLinks } from './ContactLinks';
import { InboxPanel } from './InboxPanel';
import { staffApi } from './staffApi';
import { staffKeys, staffQueryOptions } from './staffQueries';

/**
 * "Senior Welder (job 10), 2 applications": what the job filter lists. The title is the job's own;
 * a removed job's is the one its applicants sent, so it says "removed" (the server decides which).
 */
function jobLabel(job: ApplicationJobDto): string {
  const which = job.removed ? `job ${job.jobId}, removed` : `job ${job.jobId}`;
  return `${job.jobTitle ?? 'Untitled job'} (${which}), ${job.applications} ${job.applications === 1 ? 'application' : 'applications'}`;
}

/** Applications: who applied for which job, their resume, and where they are in the pipeline. */
export function ApplicationsPanel() {
  // A failure here leaves the filter with "All jobs" only; the list itself says what went wrong.
  const jobs = useQuery({ queryKey: staffKeys.applicationJobs, queryFn: staffApi.applicationJobs, ...staffQueryOptions });
  return (
    <InboxPanel
      kind="applications"
      noun="application"
      statuses={APPLICATION_STATUSES}
      fetchPage={staffApi.applications}
      update={staffApi.updateApplication}
      csvPath={staffPaths.applicationsCsv}
      searchLabel="Search name, email or company"
      jobOptions={(jobs.data ?? []).map((job) => ({ value: job.jobId, label: jobLabel(job) }))}
      title={(a) => a.fullName}
      details={(a, showJob) => (
        <>
          <Text size="sm">
            Applied for <strong>{a.jobTitle ?? 'no particular job'}</strong>
            {a.companyName ? ` at ${a.companyName}` : ''}
            {a.jobLocation ? `, ${a.jobLocation}` : ''}
            {a.jobId ? ` (job ${a.jobId}${a.jobRemoved ? ', removed: as the applicant sent it' : ''}) ` : ''}
            {a.jobId && (
              <Anchor component="button" type="button" size="sm" onClick={() => showJob(a.jobId ?? '')}>
                Show only job {a.jobId}
              </Anchor>
            )}
          </Text>
          <ContactLinks email={a.email} phone={a.mobile} />
          <Text size="sm">
            {a.experienceYears} years, previously {a.previousRole}
          </Text>
          <Text size="sm">
            {a.address}, {a.pincode}
          </Text>
          <Anchor href={resumePath(a.id)} download size="sm">
            Download resume: {a.resumeName} ({Math.ceil(a.resumeSize / 1024)} KB)
          </Anchor>
        </>
      )}
    />
  );
}
