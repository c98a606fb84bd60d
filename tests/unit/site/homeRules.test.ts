import { describe, expect, test } from 'vitest';

import type { ArticleSummary, JobSummary } from '../../../src/domain/entities';
import {
  bannerOptions,
  canSearchBanner,
  CLIENT_LOGOS,
  featuredJobs,
  POPULAR_CATEGORIES,
  recentArticles,
} from '../../../src/domain/homeRules';

const job = (id: number, title = `Job ${id}`, location = 'Chennai'): JobSummary => ({
  id,
  image: '',
  title,
  companyName: '',
  location,
  jobType: 'Full Time',
  experience: 'Fresh',
  salary: '',
});
const article = (id: number): ArticleSummary => ({ id, image: '', title: `Article ${id}`, teaser: '' });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('featured jobs (docs/PRODUCT.md §9: last 10 posts, reversed)', () => {
  test('takes the last ten of the list, last in the list first', () => {
    const jobs = Array.from({ length: 14 }, (_, i) => job(i + 1));
    expect(ids(featuredJobs(jobs))).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  test('with fewer than ten jobs, all of them, reversed', () => {
    expect(ids(featuredJobs([job(1), job(2), job(3)]))).toEqual([3, 2, 1]);
  });

  test('no jobs, no featured jobs; the input is left as it was', () => {
    expect(featuredJobs([])).toEqual([]);
    const jobs = [job(1), job(2)];
    featuredJobs(jobs);
    expect(ids(jobs)).toEqual([1, 2]);
  });
});

describe('recent articles (docs/PRODUCT.md §9: the last 3)', () => {
  test('takes the last three, in list order', () => {
    expect(ids(recentArticles([1, 2, 3, 4, 5].map(article)))).toEqual([3, 4, 5]);
  });

  test('fewer than three: all of them', () => {
    expect(ids(recentArticles([article(7)]))).toEqual([7]);
    expect(recentArticles([])).toEqual([]);
  });
});

/** The job options' title and location lists, as the API answers them over `jobs`. */
const optionValues = (jobs: readonly JobSummary[]) => ({
  title: jobs.map((j) => j.title),
  location: jobs.map((j) => j.location),
});

describe('banner search options', () => {
  test('each title and location once, ignoring case and surrounding spaces; the first spelling wins', () => {
    const jobs = [
      job(1, 'Accountant', 'Chennai'),
      job(2, ' accountant', ' chennai '),
      job(3, 'Welder', 'Coimbatore'),
      job(4, 'ACCOUNTANT ', 'CHENNAI'),
    ];
    expect(bannerOptions(optionValues(jobs))).toEqual({ titles: ['Accountant', 'Welder'], locations: ['Chennai', 'Coimbatore'] });
  });

  test('blank values are not offered', () => {
    expect(bannerOptions(optionValues([job(1, '  ', ''), job(2, 'Nurse', 'Madurai')]))).toEqual({
      titles: ['Nurse'],
      locations: ['Madurai'],
    });
  });

  test('Find Jobs needs both a job title and a location (docs/PRODUCT.md §5)', () => {
    expect(canSearchBanner(null, null)).toBe(false);
    expect(canSearchBanner('Accountant', null)).toBe(false);
    expect(canSearchBanner(null, 'Chennai')).toBe(false);
    expect(canSearchBanner('Accountant', '  ')).toBe(false);
    expect(canSearchBanner('Accountant', 'Chennai')).toBe(true);
  });
});

describe('fixed home content', () => {
  test('nine popular categories, in the order of the product rules', () => {
    // As docs/PRODUCT.md §2 lists them, in one line so a misspelt or moved card shows at a glance.
    expect(POPULAR_CATEGORIES.join(', ')).toBe(
      'Accounting / Finance, Marketing, Design, Development, Human Resource, Project Management, Customer Service, Health and Care, Automotive Jobs',
    );
  });

  test('seven client logos, each with a distinct id, a self-hosted src and an alt text', () => {
    expect(CLIENT_LOGOS).toHaveLength(7);
    expect(new Set(CLIENT_LOGOS.map((logo) => logo.id)).size).toBe(7);
    for (const logo of CLIENT_LOGOS) {
      expect(logo.src).toMatch(/^\/logos\/client-\d\.svg$/);
      expect(logo.alt.trim()).not.toBe('');
    }
  });
});
