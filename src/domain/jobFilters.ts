import type { JobSummary } from './entities';
import { orderOptions } from './filterOptionOrder';
import type { FilteredJobsState } from './routes';
import { distinctOptions, matchesFilter, matchKey, tidyValue } from './textMatch';

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

/** The filters a list page's address carries (a company page's `company` is its own, never in the address). */
export type AddressFilterKey = Exclude<keyof JobFilter, 'company'>;

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

/** The locale the server orders options in; the page orders them again in its own language. */
export const DEFAULT_OPTION_LOCALE = 'en-IN';

/**
 * Each filter's options: the distinct values across all jobs (missing type and experience already
 * count as "Full Time" and "Fresh"), merged when they differ only in case or spaces, in the order
 * they are offered (filterOptionOrder.ts). A value set from outside (the banner's location) that no
 * job has any more is kept as an option, so the control still shows what is being filtered on.
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
  locale = DEFAULT_OPTION_LOCALE,
): Record<ChoiceFilterKey, string[]> {
  const options = (key: ChoiceFilterKey) => choiceOptionsOf(key, values[key], filter[key], locale);
  return { jobType: options('jobType'), experience: options('experience'), location: options('location') };
}

/**
 * One filter's options: its values over all jobs and the value set from outside if it is not one of
 * them, each once, experience by years and the others alphabetically in `locale`.
 */
export function choiceOptionsOf(key: ChoiceFilterKey, values: readonly string[], value: string, locale: string): string[] {
  return orderOptions(key === 'experience' ? 'experience' : 'text', distinctOptions([...values, value]), locale);
}

/** Per filter, how many jobs each option has, by the option's comparison key (matchKey): variants in case count together. */
export type OptionCounts = Record<ChoiceFilterKey, Record<string, number>>;

export function optionCounts(jobs: readonly JobSummary[]): OptionCounts {
  const counts: OptionCounts = { jobType: {}, experience: {}, location: {} };
  for (const job of jobs) {
    for (const { key } of CHOICE_FILTERS) {
      const option = matchKey(job[key]);
      if (option) counts[key][option] = (counts[key][option] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The jobs an option has, as optionCounts counted them (0 for a value no job has), read from one
 * filter's counts as the API sent them (anything else counts as none).
 */
export function countOf(counts: unknown, option: string): number {
  const count: unknown =
    typeof counts === 'object' && counts !== null ? (counts as Record<string, unknown>)[matchKey(option)] : 0;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0;
}

/**
 * The filters' names in a page's address (/find-jobs?type=Full%20Time&location=Chennai), in the
 * order the address writes them: a filtered list can be reloaded, gone back to and shared.
 */
export const FILTER_PARAMS: readonly { key: AddressFilterKey; param: string }[] = [
  { key: 'jobType', param: 'type' },
  { key: 'experience', param: 'experience' },
  { key: 'location', param: 'location' },
  { key: 'title', param: 'title' },
];

/** Longer values are no filter (the API refuses them: src/contract/listPages.ts). */
export const MAX_FILTER_VALUE_LENGTH = 200;

/**
 * A filter's value as an address gives it, written one way: tidied (tidyValue), or null when it is
 * empty or too long. The page, the server's render and the page's cache key all read it so.
 */
export function filterValueOf(raw: string | null): string | null {
  if (raw === null) return null;
  const value = tidyValue(raw);
  return value && value.length <= MAX_FILTER_VALUE_LENGTH ? value : null;
}

/** The filter an address's query names (the first of each parameter); what it leaves out is empty. */
export function filterFromParams(params: URLSearchParams): JobFilter {
  const filter = { ...EMPTY_JOB_FILTER };
  for (const { key, param } of FILTER_PARAMS) filter[key] = filterValueOf(params.get(param)) ?? '';
  return filter;
}

/** True when any filter is set. */
export function hasFilter(filter: JobFilter): boolean {
  return FILTER_PARAMS.some(({ key }) => filter[key].trim() !== '');
}

/** Writes `filter` into an address's query (set filters only; an empty one is removed), leaving its other parameters. */
export function writeFilterParams(params: URLSearchParams, filter: JobFilter): void {
  for (const { key, param } of FILTER_PARAMS) {
    const value = filterValueOf(filter[key]);
    if (value === null) params.delete(param);
    else params.set(param, value);
  }
}

/**
 * The address's query with `filter` written into it and every other parameter (the keyword search's
 * `q`) kept: no leading "?", '' when nothing is left.
 */
export function withFilterParams(search: string, filter: JobFilter): string {
  const params = new URLSearchParams(search);
  writeFilterParams(params, filter);
  return params.toString();
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
