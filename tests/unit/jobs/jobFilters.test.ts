import { describe, expect, it } from 'vitest';

import { decodeJobSummary } from '../../../src/contract/wire';
import {
  CHOICE_FILTERS,
  EMPTY_JOB_FILTER,
  filterFromState,
  filterJobs,
  filterKey,
  filterOptions,
  selectedOption,
} from '../../../src/domain/jobFilters';
import type { Translate } from '../../../src/i18n/useT';
import { testI18n } from '../texts';
import { WIRE_JOBS } from '../wireData';

const t = testI18n('en', ['jobs']).t as Translate;

const jobs = WIRE_JOBS.map(decodeJobSummary);
const ids = (list: { id: number }[]) => list.map((job) => job.id);

describe('job filter options', () => {
  it('are the distinct trimmed values, each spelling once whatever its case, in alphabetical order', () => {
    const options = filterOptions(jobs);
    expect(options.location).toEqual(['Bengaluru', 'Chennai', 'Coimbatore', 'Madurai']);
    expect(options.jobType).toEqual(['Contract', 'Full Time', 'Internship']);
  });

  it('count a missing job type as "Full Time" and a missing experience as "Fresh"', () => {
    const options = filterOptions(jobs);
    expect(options.jobType).toContain('Full Time');
    // By years, not in the data's order (2-4, Fresh, 0-1, 5+).
    expect(options.experience).toEqual(['Fresh', '0-1', '2-4', '5+']);
    expect(filterJobs(jobs, { ...EMPTY_JOB_FILTER, experience: 'Fresh' }).map((j) => j.id)).toEqual([2, 5]);
  });

  it('keep a value chosen elsewhere that no job has, so the control can show it', () => {
    expect(filterOptions(jobs, { ...EMPTY_JOB_FILTER, location: 'Pune' }).location).toContain('Pune');
  });

  it('are introduced by "All <filter>" with the filter\'s visible name', () => {
    expect(CHOICE_FILTERS.map(({ key }) => key)).toEqual(['jobType', 'experience', 'location']);
    const words = [
      [t('jobs.filterJobType'), t('jobs.allJobType')],
      [t('jobs.filterExperience'), t('jobs.allExperience')],
      [t('jobs.filterLocation'), t('jobs.allLocation')],
    ];
    expect(words.map(([label]) => label)).toEqual(['Job Type', 'Experience', 'Location']);
    for (const [label, all] of words) expect(all).toBe(`All ${label}`);
  });
});

describe('job filtering', () => {
  it('keeps every job when no filter is set', () => {
    expect(filterJobs(jobs, EMPTY_JOB_FILTER)).toHaveLength(jobs.length);
  });

  it('matches exactly, ignoring case and surrounding spaces', () => {
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTER, location: 'CHENNAI ' }))).toEqual([1, 2]);
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTER, jobType: 'contract' }))).toEqual([3]);
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTER, title: ' Senior Developer' }))).toEqual([1, 4]);
  });

  it('is equality, not a substring search', () => {
    expect(filterJobs(jobs, { ...EMPTY_JOB_FILTER, location: 'Chen' })).toEqual([]);
    expect(filterJobs(jobs, { ...EMPTY_JOB_FILTER, title: 'Developer' })).toEqual([]);
  });

  it('combines the filters', () => {
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTER, location: 'chennai', experience: 'fresh' }))).toEqual([2]);
    expect(
      ids(filterJobs(jobs, { jobType: 'Full Time', experience: '5+', location: 'Bengaluru', title: 'senior developer' })),
    ).toEqual([4]);
  });
});

describe('the list header', () => {
  it('reads "Showing N of M results"', () => {
    expect(t('jobs.showingResults', { shown: 2, total: 5 })).toBe('Showing 2 of 5 results');
    expect(t('jobs.showingResults', { shown: 0, total: 0 })).toBe('Showing 0 of 0 results');
  });
});

describe("the filtered page's starting filter", () => {
  it('takes the job title and location from navigation state', () => {
    expect(filterFromState({ jobname: ' Accountant ', location: 'Chennai' })).toEqual({
      ...EMPTY_JOB_FILTER,
      title: 'Accountant',
      location: 'Chennai',
    });
  });

  it('starts empty without state or with state of the wrong shape', () => {
    expect(filterFromState(null)).toEqual(EMPTY_JOB_FILTER);
    expect(filterFromState('Chennai')).toEqual(EMPTY_JOB_FILTER);
    expect(filterFromState({ jobname: 7, location: ['x'] })).toEqual(EMPTY_JOB_FILTER);
  });
});

describe('selected option and filter identity', () => {
  it('shows the option spelled as in the list for a value that differs in case or spaces', () => {
    expect(selectedOption(['Chennai', 'Madurai'], ' CHENNAI')).toBe('Chennai');
    expect(selectedOption(['Chennai'], '')).toBe('');
  });

  it('treats filters that differ only in case or spaces as the same', () => {
    expect(filterKey({ ...EMPTY_JOB_FILTER, location: 'Chennai' })).toBe(
      filterKey({ ...EMPTY_JOB_FILTER, location: ' chennai' }),
    );
    expect(filterKey({ ...EMPTY_JOB_FILTER, location: 'Chennai' })).not.toBe(
      filterKey({ ...EMPTY_JOB_FILTER, title: 'Chennai' }),
    );
  });
});
