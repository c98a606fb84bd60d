import { rmSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { pdfFile } from '../fixtures/resumes';
import {
  browserForThisFile,
  dataDirSeededOn,
  fetchArticles,
  fetchCompanies,
  fetchJobs,
  type ServerInstance,
  startExtraServer,
} from './harness';
import { openControlled, submitApplicationForm } from './offline-support';
import { addStaffAccount, logInToConsole, type StaffAccount } from './staff-support';
import { look, newScreenContext, openScreen, type Width, WIDTHS } from './visual-look';

/**
 * The pages as a person sees them: every public route, the dialogs, the waiting panel and the
 * staff console, at a phone's and a desktop's width, compared with the baselines in
 * tests/e2e/visual-baselines/ (README.md, Testing: how to update them), and each checked for a
 * Mantine component drawn without its stylesheet.
 *
 * A server of its own with a fresh database: the shared one's content and inbox change with the
 * other test files, and the screens must not.
 */

const browser = browserForThisFile();
let server: ServerInstance;
let ids: { job: number; company: number; article: number };

let dataDir = '';

/**
 * The demo's application dates are counted from the day it is seeded: seeded on a fixed day, the
 * screens show the same dates every day (that day is long past, so the job page shows its
 * "Applications closed on" note).
 */
const SEED_DAY = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  dataDir = await dataDirSeededOn(SEED_DAY);
  // The pages visited here measure themselves; keeping none leaves the Speed tab the same each run.
  server = await startExtraServer({ forwardStderr: false, dataDir, env: { VITALS_SAMPLE_RATE: '0' } });
  const [jobs, companies, articles] = await Promise.all([
    fetchJobs(server.baseURL),
    fetchCompanies(server.baseURL),
    fetchArticles(server.baseURL),
  ]);
  const [job, company, article] = [jobs[0], companies[0], articles[0]];
  if (!job || !company || !article) throw new Error('the seeded database has jobs, companies and articles');
  ids = { job: job.id, company: company.id, article: article.id };
});
afterAll(async () => {
  await server?.dispose();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The routes of docs/PRODUCT.md §2, and a path the site does not know. */
const PAGES: Record<string, () => string> = {
  home: () => '/',
  'find-jobs': () => '/find-jobs',
  'find-filtered-jobs': () => '/find-filtered-jobs',
  'about-us': () => '/about-us',
  'employers-list': () => '/employers-list',
  'blogs-list': () => '/blogs-list',
  'our-contact': () => '/our-contact',
  'job-details': () => `/showjobdetails?id=${ids.job}`,
  'company-details': () => `/showcompanydetails?id=${ids.company}`,
  'article-details': () => `/showblogdetails?id=${ids.article}`,
  'not-found': () => '/no-such-page',
};

async function onScreen(width: Width, run: (page: Page) => Promise<void>, serviceWorkers?: 'allow' | 'block'): Promise<void> {
  const context = await newScreenContext(browser, width, { serviceWorkers });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(Object.entries(PAGES))('%s looks as its baseline, every Mantine component styled', async (name, path) => {
    await onScreen(width, async (page) => {
      await openScreen(page, `${server.baseURL}${path()}`);
      await look(page, name);
    });
  });

  test('the application form and the enquiry form look as their baselines', async () => {
    await onScreen(width, async (page) => {
      await openScreen(page, `${server.baseURL}${PAGES['job-details']?.()}`);
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      await page.getByRole('dialog', { name: /^Apply for/ }).waitFor();
      await look(page, 'application-form', { fullPage: false });
    });
    await onScreen(width, async (page) => {
      await openScreen(page, `${server.baseURL}/about-us`);
      await page.getByRole('button', { name: 'Start Recruiting Now' }).first().click();
      await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor();
      await look(page, 'enquiry-form', { fullPage: false });
    });
  });

  test('an application kept offline: the result dialog and the waiting panel look as their baselines', async () => {
    // The service worker serves the app's code offline; nothing reaches the server, as the
    // context closes before it is back online.
    const context = await newScreenContext(browser, width, { serviceWorkers: 'allow' });
    try {
      const page = await openControlled(context, `${server.baseURL}${PAGES['job-details']?.()}`);
      await openScreen(page, page.url());
      await context.setOffline(true);
      await submitApplicationForm(page, {
        fullname: 'Meena Raghavan',
        mobile: '9840012345',
        email: 'meena.raghavan@example.test',
        pincode: '600040',
        experience: '4',
        role: 'Accounts Assistant',
        address: '7 Second Avenue, Anna Nagar, Chennai',
        resume: { name: 'Meena Raghavan resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile()) },
      });
      const result = page.getByRole('dialog', { name: 'Saved' });
      await result.waitFor();
      // The countdown ticks every second.
      await look(page, 'application-result', { fullPage: false, mask: [result.getByText(/^Closing in/)] });
      await result.getByRole('button', { name: 'Close Now' }).click();
      await result.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /^Waiting to send/ }).click();
      const panel = page.getByRole('dialog', { name: 'Waiting to be sent' });
      // The form's own attempt failed offline and says so.
      await panel.getByText(/^Waiting for a connection\. Last try:/).waitFor();
      // "Saved just now" becomes "Saved 1 min ago".
      await look(page, 'outbox-panel', { fullPage: false, mask: [panel.getByText(/^Saved /)] });
    } finally {
      await context.close();
    }
  });

  test('the staff console: log-in and every tab look as their baselines; arrow keys move between the tabs', async () => {
    // One address per width: the header shows it, and the server is this file's own.
    const account: StaffAccount = await addStaffAccount(server.dataDir, `staff.${width}@srtech.example`);
    await onScreen(width, async (page) => {
      await openScreen(page, `${server.baseURL}/staff`);
      await look(page, 'staff-login');
      await logInToConsole(page, account);
      const tabs = page.getByRole('tab');
      const names = await tabs.allTextContents();
      expect(names.map((text) => text.replace(/ \(.*\)$/, ''))).toEqual([
        'Applications',
        'Enquiries',
        'Jobs',
        'Companies',
        'Articles',
        'Speed',
      ]);
      await tabs.first().focus();
      for (const [index, tabName] of names.entries()) {
        if (index > 0) await page.keyboard.press('ArrowRight');
        const tab = tabs.nth(index);
        await expect.poll(() => tab.getAttribute('aria-selected'), { message: `ArrowRight selects ${tabName}` }).toBe('true');
        expect(await tab.evaluate((element) => element === document.activeElement), `${tabName} has the focus`).toBe(true);
        await page.waitForFunction(() => document.querySelector('[role="status"][aria-label="Loading"]') === null);
        await look(page, `staff-${tabName.replace(/ \(.*\)$/, '').toLowerCase()}`);
      }
    });
  });
});
