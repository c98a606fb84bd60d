import type { JobSummary } from './entities';
import type { FilteredJobsState } from './routes';
import { distinctOptions, matchesFilter, matchKey } from './textMatch';

/**
 * The job list's filters (docs/PRODUCT.md §2 /find-jobs and /find-filtered-jobs, §4, §5): the one place
 * that decides which jobs a filter keeps, which options each filter offers and what the header says.
 * An empty value means "all". Both list pages use these rules, so they can never disagree.
 */
export interface JobFilter {
  jobType: string;
  experience: string;
  location: string;
  /** Only /find-filtered-jobs sets it (the home banner's job title). */
  title: string;
  /** Only a company's page sets it (its name): that company's open jobs. Optional, so the list pages' filters need not name it. */
  company?: string;
}

/** The filters a visitor picks from a radio group or dropdown (the title comes from the banner). */
export type ChoiceFilterKey = 'jobType' | 'experience' | 'location';

export const EMPTY_JOB_FILTER: JobFilter = { jobType: '', experience: '', location: '', title: '' };

/** A company page's open jobs: the jobs whose company is its name (matched as every filter is). */
export function companyJobsFilter(companyName: string): JobFilter {
  return { ...EMPTY_JOB_FILTER, company: companyName };
}

/** The three filters, in the order they are shown (their words are the jobs catalogue's). */
export const CHOICE_FILTERS: readonly { key: ChoiceFilterKey }[] = [
  { key: 'jobType' },
  { key: 'experience' },
  { key: 'location' },
];

/** True when the job passes every set filter: case-insensitive equality after trimming. */
export function jobMatches(job: JobSummary, filter: JobFilter): boolean {
  return (
    matchesFilter(job.jobType, filter.jobType) &&
    matchesFilter(job.experience, filter.experience) &&
    matchesFilter(job.location, filter.location) &&
    matchesFilter(job.title, filter.title) &&
    matchesFilter(job.companyName, filter.company)
  );
}

export function filterJobs(jobs: readonly JobSummary[], filter: JobFilter): JobSummary[] {
  return jobs.filter((job) => jobMatches(job, filter));
}

/**
 * Each filter's options: the distinct trimmed values across all jobs (missing type and experience
 * already count as "Full Time" and "Fresh"). A value set from outside (the banner's location) that
 * no job has any more is kept as an option, so the control still shows what is being filtered on.
 */
export function filterOptions(
  jobs: readonly JobSummary[],
  filter: JobFilter = EMPTY_JOB_FILTER,
): Record<ChoiceFilterKey, string[]> {
  const values = (key: ChoiceFilterKey) => jobs.map((job) => job[key]);
  return filterOptionsOf({ jobType: values('jobType'), experience: values('experience'), location: values('location') }, filter);
}

/** The same options from each filter's values over all jobs (the API's job options), with the value set from outside. */
export function filterOptionsOf(
  values: Readonly<Record<ChoiceFilterKey, readonly string[]>>,
  filter: JobFilter = EMPTY_JOB_FILTER,
): Record<ChoiceFilterKey, string[]> {
  const options = (key: ChoiceFilterKey) => choiceOptionsOf(values[key], filter[key]);
  return { jobType: options('jobType'), experience: options('experience'), location: options('location') };
}

/** One filter's options: its values over all jobs, and the value set from outside if it is not one of them. */
export function choiceOptionsOf(values: readonly string[], value: string): string[] {
  return distinctOptions([...values, value]);
}

/** The option a control shows as selected for a filter value that may differ in case or spaces. */
export function selectedOption(options: readonly string[], value: string): string {
  if (!value.trim()) return '';
  const key = matchKey(value);
  return options.find((option) => matchKey(option) === key) ?? value.trim();
}

/** /find-filtered-jobs: its initial filter from the navigation state the home banner sent. */
export function filterFromState(state: unknown): JobFilter {
  const { jobname, location } = (typeof state === 'object' && state !== null ? state : {}) as FilteredJobsState;
  return {
    ...EMPTY_JOB_FILTER,
    title: typeof jobname === 'string' ? jobname.trim() : '',
    location: typeof location === 'string' ? location.trim() : '',
  };
}

/** A stable text form of a filter, to notice when it really changed. */
export function filterKey(filter: JobFilter): string {
  return [filter.jobType, filter.experience, filter.location, filter.title, filter.company ?? ''].map(matchKey).join('\u0000');
}
