import { describe, expect, it } from 'vitest';

import { decodeJob } from '../../../src/contract/wire';
import { buildJobPosting, employmentType, isoDate, jobPostingJson, salaryRange } from '../../../src/domain/jobPosting';
import { wireJob } from '../wireData';

describe('employmentType', () => {
  it("maps the site's job types to schema.org values, whatever their case or spaces", () => {
    expect(employmentType('Full Time')).toBe('FULL_TIME');
    expect(employmentType(' full time')).toBe('FULL_TIME');
    expect(employmentType('Part Time')).toBe('PART_TIME');
    expect(employmentType('Contract ')).toBe('CONTRACTOR');
    expect(employmentType('Internship')).toBe('INTERN');
    expect(employmentType('Freelance')).toBe('OTHER');
  });
});

describe('salaryRange', () => {
  it('reads Indian-grouped rupee ranges', () => {
    expect(salaryRange('₹3,60,000 - ₹4,80,000')).toEqual({ min: 360000, max: 480000 });
  });
  it('reads lakh amounts and single figures', () => {
    expect(salaryRange('4 - 6 LPA')).toEqual({ min: 400000, max: 600000 });
    expect(salaryRange('1.5 lakh')).toEqual({ min: 150000, max: 150000 });
    expect(salaryRange('300000')).toEqual({ min: 300000, max: 300000 });
  });
  it('gives nothing for a text without figures', () => {
    expect(salaryRange('Not disclosed')).toBeUndefined();
    expect(salaryRange('')).toBeUndefined();
  });
});

describe('isoDate', () => {
  it('keeps ISO dates and converts other date texts', () => {
    expect(isoDate('2025-01-10')).toBe('2025-01-10');
    expect(isoDate('2025-01-10T08:00:00Z')).toBe('2025-01-10');
    expect(isoDate('March 5, 2025')).toBe('2025-03-05');
  });
  it('leaves out what is not a date', () => {
    expect(isoDate('soon')).toBeUndefined();
    expect(isoDate('')).toBeUndefined();
  });
});

describe('buildJobPosting', () => {
  const job = decodeJob(wireJob(1));

  it('describes the job as a schema.org JobPosting', () => {
    const posting = buildJobPosting(job, { logoUrl: 'https://jobs.example/uploads/a.png' });
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior Developer',
      datePosted: '2025-01-10',
      validThrough: '2025-02-28',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme', logo: 'https://jobs.example/uploads/a.png' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Chennai', addressCountry: 'IN' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 600000, maxValue: 900000, unitText: 'YEAR' },
      },
    });
    expect(posting.description).toContain('You will build things that matter.');
    expect(posting.description).toContain('Review code');
  });

  it('leaves out the salary when the text names no amount', () => {
    const json = JSON.parse(jobPostingJson(buildJobPosting(decodeJob(wireJob(3))))) as Record<string, unknown>;
    expect(json).not.toHaveProperty('baseSalary');
    expect(json.employmentType).toBe('CONTRACTOR');
  });

  it('is never empty in description, even for a job without text', () => {
    const bare = decodeJob(wireJob(1, { mainheading: '', maindescription: '', headings: 'not json' }));
    expect(buildJobPosting(bare).description).toBe('Senior Developer');
  });
});

describe('jobPostingJson', () => {
  it('cannot close the script element it is written into, and still parses to the same data', () => {
    const job = decodeJob(wireJob(1, { jobname: 'Dev </script><script>alert(1)</script>', maindescription: 'a & b <!--' }));
    const text = jobPostingJson(buildJobPosting(job));
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    const parsed = JSON.parse(text) as { title: string; description: string };
    expect(parsed.title).toBe('Dev </script><script>alert(1)</script>');
    expect(parsed.description).toContain('a & b <!--');
  });
});
