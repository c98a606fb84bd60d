import type { JobOptions } from '../../src/contract/listPages';
import type { JobSummary } from '../../src/domain/entities';
import { filterOptions, optionCounts } from '../../src/domain/jobFilters';
import { distinctOptions } from '../../src/domain/textMatch';

/**
 * GET /api/job-options: the options /find-jobs' filters and the home banner's dropdowns offer, over
 * all jobs as the web app reads them (a missing type or experience counts as its default), by the
 * same rule the pages use on the whole list (filterOptions, distinctOptions), in the order they are
 * offered, with each option's count of jobs.
 */
export function jobOptionsOf(jobs: readonly JobSummary[]): JobOptions {
  return { ...filterOptions(jobs), title: distinctOptions(jobs.map((job) => job.title)), counts: optionCounts(jobs) };
}
