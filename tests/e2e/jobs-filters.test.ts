import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { matchKey } from '../../src/domain/textMatch';
import { browserForThisFile, fetchJobs, siteForThisFile, waitForHydrated, withPage } from './harness';

/**
 * The job lists' filters in the address, and what an empty list offers (docs/PRODUCT.md §2): a
 * search that finds nothing offers searches that do, a combination of filters that finds nothing
 * offers to clear them, and reload, Back and a shared address keep the filters.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

/** Waits for states, generously: a loaded 2-core machine may be slow, never wrong. */
const STATE_TIMEOUT_MS = 60_000;

interface Options {
  jobType: string[];
  location: string[];
  counts: Record<'jobType' | 'location' | 'experience', Record<string, number>>;
}

async function jobOptions(): Promise<Options> {
  return (await (await fetch(`${baseURL}${apiPaths.jobOptions}`)).json()) as Options;
}

/** The location with the most jobs (other test files add jobs: the server's counts decide). */
async function busiestLocation(): Promise<{ location: string; count: number }> {
  const options = await jobOptions();
  const [location = ''] = [...options.location].sort(
    (a, b) => (options.counts.location[matchKey(b)] ?? 0) - (options.counts.location[matchKey(a)] ?? 0),
  );
  return { location, count: options.counts.location[matchKey(location)] ?? 0 };
}

/** A location and a job type that no job has together, when the data has such a pair. */
async function emptyCombination(): Promise<{ location: string; jobType: string } | null> {
  const options = await jobOptions();
  const jobs = await fetchJobs(baseURL);
  for (const location of options.location)
    for (const jobType of options.jobType)
      if (!jobs.some((job) => matchKey(job.location) === matchKey(location) && matchKey(job.jobType) === matchKey(jobType)))
        return { location, jobType };
  return null;
}

const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ results$/ });

async function waitForSummary(page: Page, text: string) {
  await summary(page).filter({ hasText: text }).waitFor({ timeout: STATE_TIMEOUT_MS });
}

test('a search that finds nothing offers a search that does; clicking it finds jobs, and Clear search shows every job', async () => {
  const total = (await fetchJobs(baseURL)).length;
  await withPage(browser, 390, async (page) => {
    // "jva" is within reach of "java", beyond the search's own typo budget (3 letters: none).
    await page.goto(`${baseURL}/find-jobs?q=jva`);
    await page.getByText('No jobs match your search.').waitFor({ timeout: STATE_TIMEOUT_MS });
    await page.getByText('Did you mean:').waitFor({ timeout: STATE_TIMEOUT_MS });
    await waitForHydrated(page, 'form[role="search"] input');
    await page.getByRole('link', { name: 'java', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'java', { timeout: STATE_TIMEOUT_MS });
    await page.getByRole('listitem').first().waitFor({ timeout: STATE_TIMEOUT_MS });
    expect(await summary(page).textContent()).toMatch(new RegExp(`^Showing [1-9]\\d* of ${total} results$`));
    expect(await page.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).toBe('java');

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('zzqqxxnothing');
    await page.getByRole('link', { name: 'Clear search' }).click({ timeout: STATE_TIMEOUT_MS });
    await page.waitForURL((url) => !url.searchParams.has('q'), { timeout: STATE_TIMEOUT_MS });
    await waitForSummary(page, `Showing ${total} of ${total} results`);
  });
});

test('a filter goes into the address: reload and Back from a job keep it', async () => {
  const total = (await fetchJobs(baseURL)).length;
  const { location, count } = await busiestLocation();
  await withPage(browser, 390, async (page) => {
    await page.goto(`${baseURL}/find-jobs`);
    await waitForHydrated(page, 'select');
    const select = page.getByRole('combobox', { name: 'Location' });
    // Its options come once the job options are here, each with its count of jobs.
    await select
      .locator('option', { hasText: `${location} (${count})` })
      .waitFor({ state: 'attached', timeout: STATE_TIMEOUT_MS });
    await select.selectOption(location);
    await page.waitForURL((url) => url.searchParams.get('location') === location, { timeout: STATE_TIMEOUT_MS });
    await waitForSummary(page, `Showing ${count} of ${total} results`);

    await page.reload();
    await waitForSummary(page, `Showing ${count} of ${total} results`);
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe(location);

    await waitForHydrated(page, 'li a');
    await page.getByRole('listitem').first().getByRole('link', { name: /View/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/showjobdetails', { timeout: STATE_TIMEOUT_MS });
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('location') === location, { timeout: STATE_TIMEOUT_MS });
    await waitForSummary(page, `Showing ${count} of ${total} results`);
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe(location);
  });
});

test('a shared address opens its filters; a combination with no job offers Clear filters', async () => {
  const total = (await fetchJobs(baseURL)).length;
  const combination = await emptyCombination();
  expect(combination, 'the demo data has a location and a job type no job has together').not.toBeNull();
  const { location, jobType } = combination ?? { location: '', jobType: '' };
  await withPage(browser, 1280, async (page) => {
    const shared = `${baseURL}/find-filtered-jobs?${new URLSearchParams({ type: jobType, location }).toString()}`;
    await page.goto(shared);
    await waitForSummary(page, `Showing 0 of ${total} results`);
    await page.getByText('No jobs match the selected filters.').waitFor({ timeout: STATE_TIMEOUT_MS });
    // Wide screens: the radio groups, the shared choices checked.
    const radio = page.getByRole('radiogroup', { name: 'Location' }).getByRole('radio', { name: `${location} (`, exact: false });
    await radio.first().waitFor({ timeout: STATE_TIMEOUT_MS });
    await page.waitForFunction(
      (value) =>
        Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).some(
          (r) => r.checked && r.value === value,
        ),
      location,
      { timeout: STATE_TIMEOUT_MS },
    );

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await waitForSummary(page, `Showing ${total} of ${total} results`);
    expect(new URL(page.url()).search).toBe('');
    // Back returns to the shared combination.
    await page.goBack();
    await waitForSummary(page, `Showing 0 of ${total} results`);
  });
});

test('the server renders a filtered address as the filtered list', async () => {
  const total = (await fetchJobs(baseURL)).length;
  const { location, count } = await busiestLocation();
  const query = new URLSearchParams({ location, junk: '1' }).toString();
  const html = await (await fetch(`${baseURL}/find-filtered-jobs?${query}`, { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain(`Showing ${count} of ${total} results`);
  const plain = await (await fetch(`${baseURL}/find-filtered-jobs`, { headers: { Accept: 'text/html' } })).text();
  expect(plain).toContain(`Showing ${total} of ${total} results`);
});
