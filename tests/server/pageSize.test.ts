import { describe, expect, it } from 'vitest';

import { generateJobs } from '../../server/seed/generate';
import { demoSeedData } from '../../server/seed/seed';
import { routes } from '../../src/domain/routes';
import { MENU_PAGES } from './support/sitePaths';
import { sourceRenderForThisBlock } from './support/sourceRender';
import { testAppForThisBlock } from './support/testApp';

/**
 * docs/PRODUCT.md §2 and docs/PERFORMANCE.md: a server-rendered page holds the first window of each
 * of its lists, never the catalogue, so its HTML stays small however many jobs there are. The real
 * server render (src/app/ssr/entryServer.tsx, run from source) reads the real app's API in-process
 * over a database of 5,000 generated jobs and the demo companies and articles.
 */
const JOB_COUNT = 5_000;
/**
 * Every page, the home page included, in bytes as sent: its fixed content (hero, categories, about
 * block, statistics, client logos, footer) is some 70 KB of markup, the ten featured jobs and three
 * articles the rest. The texts are files of their own (src/i18n/catalogFiles.ts), not in the page.
 */
const SIZE_BOUND = 100_000;

const seed = { ...demoSeedData, jobs: [...demoSeedData.jobs, ...generateJobs(JOB_COUNT - demoSeedData.jobs.length)] };

describe(`server-rendered pages over ${JOB_COUNT.toLocaleString('en-IN')} jobs`, () => {
  const t = testAppForThisBlock({ seed });
  const htmlOf = sourceRenderForThisBlock(t);

  /** How many items a list drew: its cards or rows, each an <li> (job lists) or a card with a Read More / View Details. */
  const count = (html: string, text: string) => html.split(text).length - 1;

  it.each([
    routes.home,
    ...MENU_PAGES,
    `${routes.jobDetails}?id=1`,
    `${routes.companyDetails}?id=1`,
    `${routes.articleDetails}?id=1`,
    // In Tamil and Hindi: each letter of their scripts is three bytes of UTF-8.
    '/ta',
    '/hi',
    `/ta${routes.findJobs}`,
    `/ta${routes.jobDetails}?id=1`,
  ])('%s stays under 100 KB', async (path) => {
    const html = await htmlOf(path);
    expect(Buffer.byteLength(html), path).toBeLessThan(SIZE_BOUND);
  });

  it('/find-jobs holds the first window of rows and counts every job', async () => {
    const html = await htmlOf(routes.findJobs);
    expect(html.includes(`Showing ${JOB_COUNT} of ${JOB_COUNT} results`), 'the header counts every job').toBe(true);
    expect(count(html, 'aria-label="View ')).toBe(20);
    const showMore = `Show more jobs (${(JOB_COUNT - 20).toLocaleString('en-IN')} more)`;
    expect(html.includes(showMore), showMore).toBe(true);
  });

  it('a job page holds its job and the first window of Related Jobs', async () => {
    const html = await htmlOf(`${routes.jobDetails}?id=1`);
    expect(html.includes('Related Jobs'), 'Related Jobs is drawn').toBe(true);
    expect(count(html, 'aria-label="Apply Now for ')).toBe(12);
  });

  it('the home page holds ten featured jobs and no banner options', async () => {
    const html = await htmlOf(routes.home);
    expect(count(html, 'data-testid="job-card"')).toBe(10);
    expect(html.includes('"options"'), 'the job options are left to the browser').toBe(false);
  });
});
