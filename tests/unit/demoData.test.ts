// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  articleTopics,
  demoArticles,
  demoCompanies,
  demoCompaniesOn,
  demoJobs,
  demoJobsOn,
  INDUSTRIES,
  industryByCompany,
} from '../../server/seed/demoData';
import { formatRupees, generateJobs } from '../../server/seed/generate';

// What the seeded demo board must offer: enough content of every kind, every industry and several
// cities, images that exist, and the untidy rows (missing type or experience, case and space
// variants, one broken headings string) that the app and API must cope with.

// The files in server/uploads/, listed by Vite's glob (this folder is type-checked without Node's types).
const uploadedFiles = new Set(Object.keys(import.meta.glob('../../server/uploads/*')).map((path) => path.split('/').pop()));
const isUploaded = (image: string) => uploadedFiles.has(image);
const key = (value: string) => value.trim().toLowerCase();
const ISO_2025 = /^2025-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** "₹4,50,000 - ₹6,00,000": rupees with Indian digit grouping. */
const INDIAN_SALARY_RANGE = /^₹\d{1,2}(,\d{2})*,\d{3} - ₹\d{1,2}(,\d{2})*,\d{3}$/;

function sectionCount(headings: string): number | 'invalid' {
  try {
    const value: unknown = JSON.parse(headings);
    if (!Array.isArray(value)) return 'invalid';
    const wellFormed = value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { heading?: unknown }).heading === 'string' &&
        Array.isArray((item as { options?: unknown }).options) &&
        (item as { options: unknown[] }).options.length > 0 &&
        (item as { options: unknown[] }).options.every((option) => typeof option === 'string' && option.trim() !== ''),
    );
    return wellFormed ? value.length : 'invalid';
  } catch {
    return 'invalid';
  }
}

describe('demo data', () => {
  it('has at least 40 jobs, 12 companies and 9 articles', () => {
    expect(demoJobs.length).toBeGreaterThanOrEqual(40);
    expect(demoCompanies.length).toBeGreaterThanOrEqual(12);
    expect(demoArticles.length).toBeGreaterThanOrEqual(9);
  });

  it('posts jobs in all six industries of the About Us page, each for a listed employer', () => {
    const industries = demoJobs.map((job) => industryByCompany.get(job.companyName));
    expect(industries).not.toContain(undefined);
    expect(new Set(industries)).toEqual(new Set(INDUSTRIES));
    expect(INDUSTRIES).toHaveLength(6);
  });

  it('posts jobs in at least five cities', () => {
    expect(new Set(demoJobs.map((job) => key(job.location))).size).toBeGreaterThanOrEqual(5);
  });

  it('names only image files that exist in server/uploads', () => {
    const images = [...demoJobs, ...demoCompanies, ...demoArticles].map((item) => item.image);
    const missing = images.filter((image) => !/^[a-z0-9-]+\.svg$/.test(image) || !isUploaded(image));
    expect(missing).toEqual([]);
    expect(new Set(demoCompanies.map((company) => company.image)).size).toBe(demoCompanies.length);
    expect(new Set(demoArticles.map((article) => article.image)).size).toBe(demoArticles.length);
    expect([...articleTopics.keys()].sort()).toEqual(demoArticles.map((article) => article.image).sort());
  });

  it('has exactly one headings string that is not valid JSON; all others hold 2 to 4 sections', () => {
    const counts = [...demoJobs, ...demoCompanies, ...demoArticles].map((item) => sectionCount(item.headings));
    expect(counts.filter((count) => count === 'invalid')).toHaveLength(1);
    const broken = demoJobs.filter((job) => sectionCount(job.headings) === 'invalid');
    expect(broken).toHaveLength(1);
    expect(() => JSON.parse(broken[0]?.headings ?? '')).toThrow();
    expect(counts.filter((count) => count !== 'invalid' && (count < 2 || count > 4))).toEqual([]);
  });

  it('has jobs without a type and jobs without an experience', () => {
    expect(demoJobs.filter((job) => job.jobType === null).length).toBeGreaterThanOrEqual(2);
    expect(demoJobs.filter((job) => job.experience === null).length).toBeGreaterThanOrEqual(2);
    expect(demoJobs.filter((job) => job.jobType !== null && job.experience !== null).length).toBeGreaterThan(30);
  });

  it('has locations and job types that differ only in case or surrounding spaces', () => {
    const variantsOf = (values: string[]) => {
      const spellings = new Map<string, Set<string>>();
      for (const value of values) spellings.set(key(value), (spellings.get(key(value)) ?? new Set()).add(value));
      return [...spellings.values()].filter((set) => set.size > 1);
    };
    expect(variantsOf(demoJobs.map((job) => job.location)).length).toBeGreaterThanOrEqual(1);
    expect(variantsOf(demoJobs.flatMap((job) => (job.jobType === null ? [] : [job.jobType]))).length).toBeGreaterThanOrEqual(1);
  });

  it('writes dates as YYYY-MM-DD (articles in 2025), a job closing after it opens, and salaries in Indian format', () => {
    for (const job of demoJobs) {
      expect(job.startDate).toMatch(ISO_DATE);
      expect(job.endDate).toMatch(ISO_DATE);
      expect(job.endDate > job.startDate).toBe(true);
      expect(job.salary).toMatch(INDIAN_SALARY_RANGE);
    }
    for (const company of demoCompanies) {
      expect(company.startDate).toMatch(ISO_DATE);
      expect(company.netWorth).toMatch(/^₹\d+ Cr$/);
    }
    for (const article of demoArticles) {
      expect(article.date).toMatch(ISO_2025);
      expect(article.quote).toMatch(/ - \S/);
    }
  });

  it.each(['2026-11-26T00:00:00Z', '2026-11-26T23:59:59Z', '2024-02-29T12:00:00Z', '2031-01-01T05:30:00Z'])(
    'counts application dates from the seed day (%s): every job opened before it and closes after it',
    (at) => {
      const day = new Date(at);
      const today = at.slice(0, 10);
      const jobs = demoJobsOn(day);
      for (const job of jobs) {
        expect(job.startDate < today, `${job.title} opened before ${today}`).toBe(true);
        expect(job.endDate > today, `${job.title} closes after ${today}`).toBe(true);
        expect(job.startDate).toMatch(ISO_DATE);
        expect(job.endDate).toMatch(ISO_DATE);
      }
      for (const company of demoCompaniesOn(day)) expect(company.startDate < today).toBe(true);
      // Newer posts (higher ids) opened no earlier than older ones, and the windows close on varied days.
      const starts = jobs.map((job) => job.startDate);
      expect(starts).toEqual([...starts].sort());
      expect(new Set(jobs.map((job) => job.endDate)).size).toBeGreaterThan(jobs.length / 2);
    },
  );

  it('gives the same dates for the same seed day, other dates for another day, and nothing else changes', () => {
    const day = new Date('2026-03-02T09:00:00Z');
    expect(demoJobsOn(new Date('2026-03-02T21:00:00Z'))).toEqual(demoJobsOn(day));
    const nextDay = demoJobsOn(new Date('2026-03-03T09:00:00Z'));
    expect(nextDay[0]?.startDate).toBe('2026-01-02');
    expect(demoJobsOn(day)[0]?.startDate).toBe('2026-01-01');
    const undated = (jobs: ReturnType<typeof demoJobsOn>) => jobs.map((job) => ({ ...job, startDate: '', endDate: '' }));
    expect(undated(nextDay)).toEqual(undated(demoJobsOn(day)));
  });

  it('lists articles oldest first, so the home page shows the latest three', () => {
    const dates = demoArticles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('generateJobs', () => {
  it('gives the requested number of jobs, the same for the same seed and different for another', () => {
    const jobs = generateJobs(500, 42);
    expect(jobs).toHaveLength(500);
    expect(generateJobs(500, 42)).toEqual(jobs);
    expect(generateJobs(500, 43)).not.toEqual(jobs);
    expect(generateJobs(0)).toEqual([]);
  });

  it('gives realistic jobs with valid headings and existing images', () => {
    const jobs = generateJobs(2000);
    const counts = jobs.map((job) => sectionCount(job.headings));
    expect(counts.filter((count) => count === 'invalid' || count < 2 || count > 4)).toEqual([]);
    expect(new Set(counts)).toEqual(new Set([2, 3, 4]));
    for (const job of jobs) {
      expect(job.salary).toMatch(INDIAN_SALARY_RANGE);
      expect(job.startDate).toMatch(ISO_2025);
      expect(job.endDate).toMatch(ISO_2025);
    }
    expect(new Set(jobs.map((job) => industryByCompany.get(job.companyName)))).toEqual(new Set(INDUSTRIES));
    expect(new Set(jobs.map((job) => job.location)).size).toBeGreaterThanOrEqual(5);
    const images = new Set(jobs.map((job) => job.image));
    expect([...images].filter((image) => !isUploaded(image))).toEqual([]);
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(450000)).toBe('₹4,50,000');
    expect(formatRupees(12000000)).toBe('₹1,20,00,000');
    expect(formatRupees(98000)).toBe('₹98,000');
    expect(formatRupees(950)).toBe('₹950');
  });
});
