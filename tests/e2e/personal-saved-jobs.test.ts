import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { staffContentPaths, staffItemPath } from '../../src/contract/staff';
import {
  browserForThisFile,
  checkAccessibility,
  fetchJobs,
  formatViolations,
  siteForThisFile,
  startExtraServer,
  waitForHydrated,
} from './harness';
import { openControlled } from './offline-support';
import { staffApi } from './staff-support';

/** Saved jobs (docs/PRODUCT.md, "Kept on this device"): the Save toggle, /saved-jobs, offline, a removed job. */

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

/** The first job row of /find-jobs: its title and id (from its View link). */
async function firstListedJob(page: Page): Promise<{ title: string; id: number }> {
  const view = page.getByRole('link', { name: /^View / }).first();
  await view.waitFor();
  const title = ((await view.getAttribute('aria-label')) ?? '').replace(/^View /, '');
  const id = Number(new URL((await view.getAttribute('href')) ?? '', baseURL).searchParams.get('id'));
  return { title, id };
}

/** Taps the job's Save toggle and waits until it is pressed (the saved jobs' code loads on the tap if need be). */
async function saveJob(page: Page, title: string): Promise<void> {
  const toggle = page.getByRole('button', { name: `Save ${title}`, exact: true }).first();
  await toggle.click();
  await page.locator(`button[aria-label="Save ${title}"][aria-pressed="true"]`).first().waitFor();
}

test('a saved job is counted in the header, stays saved across a reload, and opens offline from /saved-jobs', async () => {
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/find-jobs`);
    const job = await firstListedJob(page);
    // Unpressed in the server's HTML and after hydration until saved.
    expect(
      await page
        .getByRole('button', { name: `Save ${job.title}`, exact: true })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('false');
    await saveJob(page, job.title);
    await page.getByRole('link', { name: 'Saved jobs 1' }).waitFor();

    await page.reload();
    await page.locator(`button[aria-label="Save ${job.title}"][aria-pressed="true"]`).first().waitFor();

    // Offline: the page itself comes from the worker's shell, the list from the device, the
    // job's detail from the copy saved when it was saved.
    await context.setOffline(true);
    await page.goto(`${baseURL}/saved-jobs`);
    const item = page.getByTestId('job-card').filter({ hasText: job.title });
    await item.waitFor();
    await item.getByRole('link', { name: `View ${job.title}` }).click();
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    await page.getByRole('button', { name: 'Save job', pressed: true }).waitFor();

    // Unsaving from the detail page empties the list.
    await page.getByRole('button', { name: 'Save job' }).click();
    await page.getByRole('button', { name: 'Save job', pressed: false }).waitFor();
    await page.goto(`${baseURL}/saved-jobs`);
    await page.getByText('No saved jobs yet.').waitFor();
  } finally {
    await context.close();
  }
});

test("a Save tap made before the saved jobs' code has arrived is kept and saves the job once it has", async () => {
  const context = await browser.newContext();
  try {
    const job = (await fetchJobs(baseURL)).at(0);
    if (!job) throw new Error('the seeded database has jobs');
    const page = await context.newPage();
    // The saved jobs' logic (it comes with the idle parts) is held back, as on a slow phone; the page hydrates without it.
    let sendCode = () => {};
    const holding = new Promise<void>((resolve) => (sendCode = resolve));
    await page.route('**/assets/parts-*.js', async (route) => {
      await holding;
      await route.continue();
    });
    await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
    const toggle = page.getByRole('button', { name: 'Save job' });
    await toggle.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('#root button[aria-pressed]')).some((button) =>
        Object.keys(button).some((key) => key.startsWith('__reactProps$')),
      ),
    );

    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    sendCode();
    await page.getByRole('button', { name: 'Save job', pressed: true }).waitFor();
    await page.getByRole('link', { name: 'Saved jobs 1' }).waitFor();
  } finally {
    await context.close();
  }
});

test("a Save tap on a row before the list's code has arrived saves the job once the row is React's", async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The rows' chunk is held, as on a slow phone: the page hydrates, its rows stay plain HTML.
    let sendRows = () => {};
    const holding = new Promise<void>((resolve) => (sendRows = resolve));
    await page.route('**/assets/part-JobList-*.js', async (route) => {
      await holding;
      await route.continue();
    });
    await page.goto(`${baseURL}/find-jobs`);
    await waitForHydrated(page, '#root [aria-label="Job filters"] :is(select, input)');
    const job = await firstListedJob(page);
    const toggle = page.locator(`button[aria-label="Save ${job.title}"]`).first();
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed'), 'nothing happens while the row is plain HTML').toBe('false');
    sendRows();
    await page.locator(`button[aria-label="Save ${job.title}"][aria-pressed="true"]`).first().waitFor();
    await page.getByRole('link', { name: 'Saved jobs 1' }).waitFor();
  } finally {
    await context.close();
  }
});

test('the saved jobs page has no accessibility violations on a 360 px phone and on a desktop', async () => {
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1280, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/find-jobs`);
      const job = await firstListedJob(page);
      await saveJob(page, job.title);
      await page.goto(`${baseURL}/saved-jobs`);
      await page.getByTestId('job-card').first().waitFor();
      const violations = await checkAccessibility(page);
      expect(violations, `${viewport.width} px: ${formatViolations(violations)}`).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test('a saved job the agency removed stays in the list and says so', async () => {
  const server = await startExtraServer();
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${server.baseURL}/find-jobs`);
    const job = await firstListedJob(page);
    await saveJob(page, job.title);

    // Staff remove the job through the console's API.
    const staff = await staffApi(server.baseURL, server.dataDir);
    const removed = await staff('DELETE', staffItemPath(staffContentPaths.jobs, job.id));
    expect(removed.status).toBe(204);

    await page.goto(`${server.baseURL}/saved-jobs`);
    const item = page.getByTestId('job-card').filter({ hasText: job.title });
    await item.getByText('The agency has removed this job').waitFor();
    expect(await item.getByRole('link', { name: `View ${job.title}` }).count()).toBe(0);

    // Still there, still marked, after a reload.
    await page.reload();
    await page.getByTestId('job-card').filter({ hasText: job.title }).getByText('The agency has removed this job').waitFor();
  } finally {
    await context.close();
    await server.dispose();
  }
});
