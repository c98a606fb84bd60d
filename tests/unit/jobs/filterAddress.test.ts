import { describe, expect, it } from 'vitest';

import { EMPTY_JOB_FILTER, filterFromParams, filterValueOf, hasFilter, withFilterParams } from '../../../src/domain/jobFilters';
import { pageQuery } from '../../../src/domain/pageQuery';

describe('the job filters in the address', () => {
  it('reads each filter from its parameter, the missing ones empty', () => {
    expect(filterFromParams(new URLSearchParams('type=Full%20Time&location=%20Chennai%20&junk=1'))).toEqual({
      ...EMPTY_JOB_FILTER,
      jobType: 'Full Time',
      location: 'Chennai',
    });
    expect(filterFromParams(new URLSearchParams(''))).toEqual(EMPTY_JOB_FILTER);
    expect(hasFilter(filterFromParams(new URLSearchParams('q=java')))).toBe(false);
  });

  it('writes the set filters beside the other parameters, and removes the cleared ones', () => {
    const filter = { ...EMPTY_JOB_FILTER, experience: '1-3', location: 'Chennai' };
    expect(withFilterParams('q=java', filter)).toBe('q=java&experience=1-3&location=Chennai');
    expect(withFilterParams('q=java&experience=1-3&location=Chennai', EMPTY_JOB_FILTER)).toBe('q=java');
    expect(filterFromParams(new URLSearchParams(withFilterParams('', filter)))).toEqual(filter);
  });

  it('writes a value one way: tidied, and no filter when empty or too long', () => {
    expect(filterValueOf('  Full   Time ')).toBe('Full Time');
    expect(filterValueOf('   ')).toBeNull();
    expect(filterValueOf('x'.repeat(201))).toBeNull();
    expect(filterValueOf(null)).toBeNull();
  });

  it('keys the page by its known filters only, in one order and one spelling', () => {
    expect(pageQuery('/find-filtered-jobs', '?utm_source=x&location=%20Chennai&type=Full++Time&junk=1')).toBe(
      '?type=Full+Time&location=Chennai',
    );
    expect(pageQuery('/ta/find-jobs', '?location=Chennai&q=java')).toBe('?q=java&location=Chennai');
    expect(pageQuery('/find-filtered-jobs', '?q=java&location=')).toBe('');
    expect(pageQuery('/find-jobs', `?title=${'x'.repeat(300)}`)).toBe('');
    // Other pages read no filter.
    expect(pageQuery('/companies', '?location=Chennai')).toBe('');
  });
});
