import { describe, expect, it } from 'vitest';

import type { JobSummary } from '../../../src/domain/entities';
import { experienceYears, orderOptions } from '../../../src/domain/filterOptionOrder';
import {
  choiceOptionsOf,
  countOf,
  EMPTY_JOB_FILTER,
  filterOptions,
  jobMatches,
  optionCounts,
} from '../../../src/domain/jobFilters';

const job = (id: number, fields: Partial<Pick<JobSummary, 'jobType' | 'experience' | 'location'>>): JobSummary =>
  ({ id, title: `Job ${id}`, jobType: 'Full Time', experience: 'Fresh', location: 'Chennai', ...fields }) as JobSummary;

describe('the order of the filters’ options', () => {
  it('puts experience by years: fresher first, then by the range’s start, then its end, unreadable last', () => {
    const data = ['2-4', '0-1', 'Fresh', '1-3', '10+ years', '1-2', 'Any', '5 to 8', '3-5'];
    expect(orderOptions('experience', data, 'en')).toEqual([
      'Fresh',
      '0-1',
      '1-2',
      '1-3',
      '2-4',
      '3-5',
      '5 to 8',
      '10+ years',
      'Any',
    ]);
  });

  it('reads the years of the usual spellings', () => {
    expect(experienceYears('Freshers')).toEqual([-1, -1]);
    expect(experienceYears('1 - 3 years')).toEqual([1, 3]);
    expect(experienceYears('2–4')).toEqual([2, 4]);
    expect(experienceYears('5+')).toEqual([5, Number.POSITIVE_INFINITY]);
    expect(experienceYears('Any')).toBeNull();
  });

  it('puts every other list alphabetically, without regard to case, numbers by value', () => {
    expect(orderOptions('text', ['Madurai', 'chennai', 'Bengaluru', 'Coimbatore'], 'en')).toEqual([
      'Bengaluru',
      'chennai',
      'Coimbatore',
      'Madurai',
    ]);
    expect(orderOptions('text', ['Shift 10', 'Shift 2'], 'ta')).toEqual(['Shift 2', 'Shift 10']);
  });

  it('merges values that differ only in case or spaces, for display and for filtering', () => {
    const jobs = [
      job(1, { location: 'Chennai' }),
      job(2, { location: ' chennai ' }),
      job(3, { location: 'CHENNAI', jobType: 'Full  Time' }),
      job(4, { location: 'Madurai', jobType: 'full time' }),
    ];
    const options = filterOptions(jobs);
    expect(options.location).toEqual(['Chennai', 'Madurai']);
    expect(options.jobType).toEqual(['Full Time']);
    expect(jobs.filter((j) => jobMatches(j, { ...EMPTY_JOB_FILTER, jobType: 'FULL TIME' })).map((j) => j.id)).toEqual([
      1, 2, 3, 4,
    ]);
    const counts = optionCounts(jobs);
    expect(countOf(counts.location, 'Chennai')).toBe(3);
    expect(countOf(counts.location, ' chennai')).toBe(3);
    expect(countOf(counts.jobType, 'Full Time')).toBe(4);
    expect(countOf(counts.location, 'Pune')).toBe(0);
  });

  it('keeps a value set from outside among the options, in its place', () => {
    expect(choiceOptionsOf('experience', ['2-4', 'Fresh'], '0-1', 'en')).toEqual(['Fresh', '0-1', '2-4']);
    expect(choiceOptionsOf('location', ['Madurai', 'Chennai'], 'Ariyalur', 'hi')).toEqual(['Ariyalur', 'Chennai', 'Madurai']);
  });
});
