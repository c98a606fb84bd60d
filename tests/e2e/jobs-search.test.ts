import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import {
  browserForThisFile,
  checkAccessibility,
  fetchJobs,
  formatViolations,
  siteForThisFile,
  waitForHydrated,
  withPage,
} from './harness';
import { eventually, openControlled, savedUrls } from './offline-support';

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

/** Waits for states, generously: a loaded 2-core machine may be slow, never wrong. */
const STATE_TIMEOUT_MS = 60_000;
/** Other test files add jobs to the same server (a staff test's "Night Shift Lead …"): a search's expected first row is the server's. */
async function serverFirst(words: string): Promise<string> {
  const answer = (await (await fetch(`${baseURL}${apiPaths.jobs}?offset=0&limit=1&q=${encodeURIComponent(words)}`)).json()) as {
    items: { jobname: string }[];
  };
  const first = answer.items[0]?.jobname;
  expect(first, `the server finds "${words}"`).toMatch(/night shift/i);
  return first ?? '';
}

const firstRowTitle = (page: Page) => page.getByRole('listitem').getByRole('heading', { level: 2 }).first().textContent();
const summaryText = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Showing \d+ of \d+ results$/ })
    .textContent();

async function expectNoViolations(page: Page) {
  const violations = await checkAccessibility(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** Types `words` into the search box, as a visitor would, and waits until the list answers them. */
async function search(page: Page, words: string, firstTitle: string) {
  const box = page.getByRole('searchbox', { name: 'Search jobs' });
  await box.fill('');
  await box.pressSequentially(words);
  await page.waitForURL((url) => url.searchParams.get('q') === words, { timeout: STATE_TIMEOUT_MS });
  await eventually(async () => (await firstRowTitle(page)) === firstTitle, STATE_TIMEOUT_MS);
}

test('the server renders a search in the address: the matching jobs, marked, with the counts', async () => {
  const jobs = await fetchJobs(baseURL);
  const html = await (await fetch(`${baseURL}/find-jobs?q=night%20shift`, { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<mark>Night</mark>');
  expect(html).toMatch(new RegExp(`Showing [1-9]\\d* of ${jobs.length} results`));
  expect(html).toContain('value="night shift"');
});

test.each([360, 1280])('at %i px a search typed in the box goes into the address, ranks and marks the matches', async (width) => {
  const jobs = await fetchJobs(baseURL);
  await withPage(browser, width, async (page) => {
    await page.goto(`${baseURL}/find-jobs`);
    await waitForHydrated(page, 'form[role="search"] input');
    await search(page, 'night shift', await serverFirst('night shift'));
    expect(await page.locator('li mark').first().textContent()).toMatch(/night|shift/i);
    const shown = await summaryText(page);
    expect(shown).toMatch(new RegExp(`^Showing [1-9]\\d* of ${jobs.length} results$`));
    await expectNoViolations(page);
    // A typing mistake still finds the job, and a search that matches nothing says so.
    await search(page, 'nigt shift', await serverFirst('nigt shift'));
    const box = page.getByRole('searchbox', { name: 'Search jobs' });
    await box.fill('zzqqxxnothing');
    await page.getByText('No jobs match your search.').waitFor({ timeout: STATE_TIMEOUT_MS });
  });
});

test('offline, the device answers a search from the jobs it saved, in the order the server would', async () => {
  const jobs = await fetchJobs(baseURL);
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/find-jobs`);
    const online = await (await fetch(`${baseURL}${apiPaths.jobs}?offset=0&limit=5&q=tally`)).json();
    const onlineTitles = (online as { items: { jobname: string }[] }).items.map((item) => item.jobname);
    // The worker saves every job's details in the background; the device's index reads them.
    const nightShift = await serverFirst('night shift');
    const details = jobs.map((job) => `${baseURL}${apiPaths.jobs}/${job.id}`);
    await eventually(async () => {
      const saved = await savedUrls(page);
      return details.every((url) => saved.includes(url));
    }, STATE_TIMEOUT_MS);

    await context.setOffline(true);
    await page.goto(`${baseURL}/find-jobs?q=night%20shift`);
    await eventually(async () => (await firstRowTitle(page).catch(() => null)) === nightShift, STATE_TIMEOUT_MS);
    expect(await firstRowTitle(page)).toBe(nightShift);
    await waitForHydrated(page, 'form[role="search"] input');
    await search(page, 'tally', onlineTitles[0] ?? '');
    const offlineTitles = await page.getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
    expect(offlineTitles.slice(0, onlineTitles.length)).toEqual(onlineTitles);
    await expectNoViolations(page);
  } finally {
    await context.close();
  }
}, 240_000);
