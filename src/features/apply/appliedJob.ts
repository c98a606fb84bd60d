import type { Job, JobSummary } from '../../domain/entities';
import type { ApplicationFields } from '../../domain/submissions';

/** The job an application is for: a full job (detail header) or a list item (related jobs). */
export type ApplyTarget = JobSummary & Partial<Pick<Job, 'startDate' | 'endDate'>>;

export type AppliedJobFields = Pick<ApplicationFields, 'jobid' | 'jobname' | 'location' | 'jobtype' | 'companyname' | 'startdate' | 'enddate'>;

/** SPEC.md §3: the job's fields that travel with an application, each only when present. */
export function appliedJobFields(job: ApplyTarget): AppliedJobFields {
  const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    jobid: String(job.id),
    jobname: present(job.title),
    location: present(job.location),
    jobtype: present(job.jobType),
    companyname: present(job.companyName),
    startdate: present(job.startDate),
    enddate: present(job.endDate),
  };
}
