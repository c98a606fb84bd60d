import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';

import type { JobSummary } from '../../src/domain/entities';
import { DEFAULT_WINDOW_SIZE } from '../../src/domain/listWindow';
import {
  browserForThisFile,
  checkAccessibility,
  fetchJobs,
  formatViolations,
  siteForThisFile,
  waitForHydrated,
  withPage,
} from './harness';

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
let jobs: JobSummary[];

/** How the page compares values (docs/PRODUCT.md §5): trimmed, case-insensitive equality. Spelled out here on purpose. */
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const summary = (shown: number) => `Showing ${shown} of ${jobs.length} results`;
const isJobsList = (url: string) => new URL(url).pathname === '/api/Project_10_Sr_Technologies_Jobs_NewPosts';
/** How many rows a list shows before Show more (src/domain/listWindow.ts). */
const WINDOW = DEFAULT_WINDOW_SIZE;

beforeAll(async () => {
  jobs = await fetchJobs(baseURL);
});

async function expectNoViolations(page: Page) {
  const violations = await checkAccessibility(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** A location several jobs share, spelled as the first job that has it. */
/** A filter option's words: the value and its count of jobs, "Chennai (12)" (docs/PRODUCT.md §2). */
function withCount(field: 'location' | 'jobType' | 'experience', value: string): string {
  return `${value} (${jobs.filter((job) => same(job[field], value)).length})`;
}

function busyLocation(): string {
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job.location.trim().toLowerCase(), (counts.get(job.location.trim().toLowerCase()) ?? 0) + 1);
  const [key] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
  return jobs.find((job) => same(job.location, key))?.location.trim() ?? '';
}

describe('/find-jobs at 1280 px', () => {
  test('lists every job, filters with radio groups and opens a job by View', async () => {
    expect(jobs.length).toBeGreaterThan(0);
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/find-jobs`);
      await page.getByText(summary(jobs.length)).waitFor();
      expect(await page.title()).toBe('Find Jobs | Sr Technologies Jobs');
      await expectNoViolations(page);

      for (const name of ['Job Type', 'Experience', 'Location']) {
        const group = page.getByRole('radiogroup', { name });
        await group.waitFor();
        expect(await group.getByRole('radio').first().getAttribute('value')).toBe('__all__');
        await group.getByRole('radio', { name: `All ${name}`, exact: true }).waitFor();
      }
      expect(await page.getByRole('combobox', { name: 'Location' }).count()).toBe(0);
      // A choice shows at once: the radios' dot and colours do not fade (a fade's transition events
      // run through React's listeners in the frame that shows the choice).
      const radio = page.getByRole('radiogroup', { name: 'Location' }).getByRole('radio').first();
      expect(await radio.evaluate((input) => getComputedStyle(input).transitionDuration)).toBe('0s');
      expect(await radio.evaluate((input) => getComputedStyle(input.nextElementSibling ?? input).transitionDuration)).toBe('0s');

      const location = busyLocation();
      const atLocation = jobs.filter((job) => same(job.location, location));
      await page.getByRole('radio', { name: withCount('location', location), exact: true }).check();
      await page.getByText(summary(atLocation.length)).waitFor();
      const titles = await page.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();
      // The first window of the matching jobs (docs/PRODUCT.md §2).
      expect(titles).toEqual(atLocation.slice(0, WINDOW).map((job) => job.title));

      const fullTime = atLocation.filter((job) => same(job.jobType, 'Full Time'));
      await page.getByRole('radio', { name: withCount('jobType', 'Full Time'), exact: true }).check();
      await page.getByText(summary(fullTime.length)).waitFor();

      const first = fullTime[0] ?? atLocation[0];
      if (!first) throw new Error('no job to open');
      await page
        .getByRole('link', { name: `View ${first.title}` })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/showjobdetails');
      expect(new URL(page.url()).searchParams.get('id')).toBe(String(first.id));
    });
  });
});

describe('/find-jobs Show more', () => {
  test('shows a window of rows; Show more appends the next, says how many remain and moves the focus to the first new row', async () => {
    expect(jobs.length).toBeGreaterThan(WINDOW);
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/find-jobs`);
      await page.getByText(summary(jobs.length)).waitFor();
      const rows = page.getByRole('main').getByRole('listitem');
      await rows.nth(WINDOW - 1).waitFor();
      expect(await rows.count()).toBe(WINDOW);
      // Show more is in the rows' part, which hydrates after the page: a tap before that is not kept.
      await waitForHydrated(page, 'main li');

      let shown = WINDOW;
      while (shown < jobs.length) {
        const remaining = jobs.length - shown;
        await page.getByRole('button', { name: `Show more jobs (${remaining.toLocaleString('en-IN')} more)` }).click();
        const next = Math.min(jobs.length, shown + WINDOW);
        await rows.nth(next - 1).waitFor();
        expect(await rows.count()).toBe(next);
        // The focus is on the first new row, whose heading is the next job's.
        await page.waitForFunction((index) => document.activeElement === document.querySelectorAll('main li')[index], shown);
        expect(await rows.nth(shown).getByRole('heading').textContent()).toBe(jobs[shown]?.title);
        shown = next;
      }
      expect(await page.getByRole('button', { name: /^Show more jobs/ }).count()).toBe(0);
      // N of M keeps its meaning: every job matches, whatever is shown.
      await page.getByText(summary(jobs.length)).waitFor();
      const titles = await rows.getByRole('heading').allTextContents();
      expect(titles).toEqual(jobs.map((job) => job.title));
    });
  });
});

describe('/find-jobs at 375 px', () => {
  test('shows the filters as dropdowns starting with "All <filter>" and filters with them', async () => {
    await withPage(browser, 375, async (page) => {
      await page.goto(`${baseURL}/find-jobs`);
      await page.getByText(summary(jobs.length)).waitFor();
      expect(await page.getByRole('radiogroup').count()).toBe(0);
      await expectNoViolations(page);

      // The browser's own dropdowns: a phone opens its own list picker for them.
      const locationSelect = page.getByRole('combobox', { name: 'Location' });
      expect(await locationSelect.evaluate((element) => element.tagName)).toBe('SELECT');
      expect(await locationSelect.locator('option:checked').textContent()).toBe('All Location');
      expect(await locationSelect.getByRole('option').first().textContent()).toBe('All Location');
      const location = busyLocation();
      await locationSelect.selectOption({ label: withCount('location', location) });
      await page.getByText(summary(jobs.filter((job) => same(job.location, location)).length)).waitFor();

      const experienceSelect = page.getByRole('combobox', { name: 'Experience' });
      await experienceSelect.selectOption({ label: withCount('experience', 'Fresh') });
      const fresh = jobs.filter((job) => same(job.location, location) && same(job.experience, 'Fresh'));
      await page.getByText(summary(fresh.length)).waitFor();

      await experienceSelect.selectOption({ label: 'All Experience' });
      await locationSelect.selectOption({ label: 'All Location' });
      await page.getByText(summary(jobs.length)).waitFor();
    });
  });
});

describe('/find-filtered-jobs', () => {
  test("starts from the home banner's job title and location and fetches the list again on a filter change", async () => {
    const job = jobs.find((j) => jobs.filter((k) => same(k.location, j.location)).length > 1) ?? jobs[0];
    if (!job) throw new Error('no jobs');
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/`);
      const search = page.getByRole('search', { name: 'Search jobs' });
      await search.getByRole('combobox', { name: 'Job title' }).click();
      await page.getByRole('option', { name: job.title.trim(), exact: true }).first().click();
      await search.getByRole('combobox', { name: 'Location' }).click();
      await page.getByRole('option', { name: job.location.trim(), exact: true }).first().click();
      await search.getByRole('button', { name: 'Find Jobs' }).click();

      // The banner's filter is written into the address, so a reload or a shared link keeps it.
      await page.waitForURL(
        (url) => url.pathname === '/find-filtered-jobs' && same(url.searchParams.get('location') ?? '', job.location),
      );
      const matching = jobs.filter((j) => same(j.title, job.title) && same(j.location, job.location));
      await page.getByText(summary(matching.length)).waitFor();
      expect(await page.getByRole('radio', { name: withCount('location', job.location.trim()), exact: true }).isChecked()).toBe(
        true,
      );
      await expectNoViolations(page);

      const refetch = page.waitForRequest((request) => request.method() === 'GET' && isJobsList(request.url()));
      await page.getByRole('button', { name: 'Show all job titles' }).click();
      await refetch;
      await page.getByText(summary(jobs.filter((j) => same(j.location, job.location)).length)).waitFor();
    });
  });
});
