import type { JobSummary, Section } from './entities';
import type { SearchableJob } from './keywordSearch';

/** What a job's details add to its search, when they are at hand (offline, only for details the device holds). */
export interface JobDetailText {
  mainHeading: string;
  mainDescription: string;
  sections: readonly Section[];
}

/**
 * A job as the keyword search reads it (src/domain/keywordSearch.ts SEARCH_FIELDS): the fields the
 * visitor sees, the type and experience as shown (a missing one reads as its default), and the
 * sections' headings and points as text, never their JSON.
 */
export function searchableJob(job: JobSummary, detail?: JobDetailText): SearchableJob {
  return {
    id: job.id,
    title: job.title,
    companyName: job.companyName,
    location: job.location,
    jobType: job.jobType,
    experience: job.experience,
    salary: job.salary,
    mainHeading: detail?.mainHeading ?? '',
    headings: detail ? detail.sections.map((s) => [s.heading, ...s.options].join(' ')).join(' ') : '',
    mainDescription: detail?.mainDescription ?? '',
  };
}
