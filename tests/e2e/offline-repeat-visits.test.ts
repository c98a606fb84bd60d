import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';

import { PAGE_SAVED_AT_ATTRIBUTE } from '../../src/contract/pageRender';
import { staffContentPaths } from '../../src/contract/staff';
import { routes } from '../../src/domain/routes';
import { sampleJob } from '../server/support/staff';
import {
  browserForThisFile,
  fetchJobs,
  layoutShift,
  siteForThisFile,
  startExtraServer,
  startServer,
  waitForHydrated,
  watchLayoutShifts,
} from './harness';
import { E2E_TMP_DIR } from './harness/paths';
import { eventually, openControlled } from './offline-support';
import { staffApi } from './staff-support';

/**
 * Repeat visits (docs/OFFLINE.md, "Repeat visits"): the worker answers a page already visited with
 * the HTML it saved of it, content in it, and keeps staff and personal pages out of it.
 */
const browser = browserForThisFile();
const { baseURL } = await siteForThisFile();
const STATE_TIMEOUT_MS = 30_000;

/** The addresses of the pages the worker saved on this device (any build's cache). */
function savedPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('sr-jobs-pages-')) continue;
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

function savedPageCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('sr-jobs-pages-')));
}

async function waitUntilSaved(page: Page, url: string): Promise<void> {
  const saved = await eventually(async () => (await savedPages(page)).includes(url), STATE_TIMEOUT_MS);
  expect(saved, `${url} saved on the device`).toBe(true);
}

/** When the page's data block says it was saved, or null for a page from the server. */
const savedAtOfPage = (page: Page): Promise<string | null> =>
  page.evaluate((attribute) => document.getElementById('page-data')?.getAttribute(attribute) ?? null, PAGE_SAVED_AT_ATTRIBUTE);

/** The text of #root in the HTML the navigation was answered with, before any script ran. */
async function rootOfAnswer(page: Page, url: string): Promise<string> {
  const response = await page.goto(url, { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-data"'));
  return root.replace(/<[^>]*>/g, ' ');
}

test('a page already visited is answered offline with its saved HTML, content in it, and says how old it is', async () => {
  const job = (await fetchJobs(baseURL))[0];
  if (!job) throw new Error('the demo data has jobs');
  const url = `${baseURL}${routes.jobDetails}?id=${job.id}`;
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, url);
    await waitUntilSaved(page, url);

    await context.setOffline(true);
    // The content is in the HTML the worker answered: no wait for the entry script or IndexedDB.
    expect(await rootOfAnswer(page, url)).toContain(job.title);
    expect(await savedAtOfPage(page)).not.toBeNull();
    await page.getByRole('heading', { name: job.title }).first().waitFor();
    await waitForHydrated(page, 'header a');
    // Honest about its age, as a saved API answer is.
    const banner = page
      .getByRole('status')
      .filter({ hasText: /(Offline|Cannot reach the server) — showing (this job|jobs) saved/ });
    await banner.waitFor({ timeout: STATE_TIMEOUT_MS });
  } finally {
    await context.close();
  }
}, 120_000);

test('online, the saved HTML shows at once and the newer data replaces it in place after a staff change', async () => {
  const server = await startExtraServer();
  const context = await browser.newContext();
  try {
    const base = server.baseURL;
    const staff = await staffApi(base, server.dataDir);
    // Titles of the same length: the change itself moves nothing, so any shift would be the swap's.
    const before = 'Night Shift Supervisor A';
    const after = 'Night Shift Supervisor B';
    const { id } = (await (await staff('POST', staffContentPaths.jobs, { ...sampleJob, title: before })).json()) as {
      id: number;
    };

    const url = `${base}${routes.jobDetails}?id=${id}`;
    await watchLayoutShifts(context);
    const page = await openControlled(context, url);
    await waitUntilSaved(page, url);
    expect((await staff('PUT', `${staffContentPaths.jobs}/${id}`, { ...sampleJob, title: after })).status).toBe(204);

    // The worker answers with what it saved (the old title, in the HTML) ...
    const root = await rootOfAnswer(page, url);
    expect(root).toContain(before);
    expect(root).not.toContain(after);
    expect(await savedAtOfPage(page)).not.toBeNull();
    // ... then the page, hydrated, fetches its data and shows the newer title in place.
    await page.getByRole('heading', { name: after }).first().waitFor({ timeout: STATE_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: before }).count()).resolves.toBe(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // Online and answered: no saved-copy banner stays.
    await page.getByRole('status').filter({ hasText: 'showing' }).waitFor({ state: 'detached', timeout: STATE_TIMEOUT_MS });

    // The worker saved the newer page meanwhile: the next visit's HTML has the new title.
    const fresher = await eventually(async () => (await rootOfAnswer(page, url)).includes(after), STATE_TIMEOUT_MS, 500);
    expect(fresher, 'the next visit answers the newer saved page').toBe(true);
  } finally {
    await context.close();
    await server.dispose();
  }
}, 120_000);

test('staff pages are never saved on the device', async () => {
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/`);
    await waitUntilSaved(page, `${baseURL}/`);
    for (const path of [routes.staff, `${routes.staff}/jobs`]) {
      await page.goto(`${baseURL}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // A public page visited after them is saved, so the worker had the chance to save them too.
    await page.goto(`${baseURL}${routes.contact}`);
    await waitUntilSaved(page, `${baseURL}${routes.contact}`);
    expect((await savedPages(page)).filter((url) => new URL(url).pathname.startsWith(routes.staff))).toEqual([]);
  } finally {
    await context.close();
  }
}, 120_000);

test('after an update, no page saved by the older build is served', async () => {
  // A copy of the build; its sw.js is then given another precache revision: a new version. Inside
  // the repository, so its server render finds node_modules.
  await mkdir(E2E_TMP_DIR, { recursive: true });
  const distDir = await mkdtemp(join(E2E_TMP_DIR, 'repeat-update-'));
  await cp(inject('distDir'), distDir, { recursive: true });
  const server = await startServer({ distDir, forwardStderr: false });
  const context = await browser.newContext();
  try {
    const url = `${server.baseURL}${routes.employers}`;
    const page = await openControlled(context, url);
    await waitUntilSaved(page, url);
    const [oldCache] = await savedPageCaches(page);
    const oldSavedAt = await eventually(async () => (await savedAtOfPage(await reloaded(page))) !== null, STATE_TIMEOUT_MS);
    expect(oldSavedAt, 'the reload came from the saved page').toBe(true);

    const sw = join(distDir, 'sw.js');
    const source = await readFile(sw, 'utf8');
    const changed = source.replace(
      /("revision":")([0-9a-f]+)(","url":"index\.html")/,
      (_, start: string, revision: string, end: string) => {
        return `${start}${revision.split('').reverse().join('')}${end}`;
      },
    );
    expect(changed).not.toBe(source);
    await writeFile(sw, changed);
    await server.stop(); // the server keeps its files in memory: restart it to serve the new sw.js
    await server.start();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    const notice = page.getByRole('status').filter({ hasText: 'New version available' });
    await notice.waitFor({ timeout: STATE_TIMEOUT_MS });
    const updatedAt = Date.now();
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);

    // The new worker dropped the older build's saved pages when it took over ...
    const dropped = await eventually(async () => !(await savedPageCaches(page)).includes(oldCache ?? ''), STATE_TIMEOUT_MS);
    expect(dropped, `${oldCache} removed`).toBe(true);
    // ... so offline the page is the new build's: never the older one's saved HTML.
    await context.setOffline(true);
    await page.goto(url);
    await page.locator('main').getByRole('heading').first().waitFor();
    const savedAt = await savedAtOfPage(page);
    if (savedAt !== null) expect(Date.parse(savedAt)).toBeGreaterThanOrEqual(updatedAt - 1_000);
  } finally {
    await context.close();
    await server.dispose();
    await rm(distDir, { recursive: true, force: true });
  }
}, 120_000);

async function reloaded(page: Page): Promise<Page> {
  await page.reload();
  return page;
}
