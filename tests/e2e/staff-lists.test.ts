import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { JobSummary } from '../../src/domain/entities';
import { CONTENT_PAGE_SIZE } from '../../src/domain/staffContentList';
import {
  browserForThisFile,
  checkAccessibility,
  fetchJobs,
  formatViolations,
  type ServerInstance,
  startExtraServer,
} from './harness';
import { E2E_TMP_DIR, REPO_ROOT } from './harness/paths';
import { addStaffAccount, logInToConsole, type StaffAccount } from './staff-support';

/**
 * The console's jobs list over a catalogue of a few hundred jobs: one page shown, not all of them,
 * and the search finds a job of a later page. A server of its own, grown the README's way
 * (`npm run seed -- --jobs 300`): the demo catalogue every file's site starts from is small.
 */

const GENERATED_JOBS = 300;
const browser = browserForThisFile();
let dataDir: string;
let server: ServerInstance;
let account: StaffAccount;
let jobs: JobSummary[];

beforeAll(async () => {
  await mkdir(E2E_TMP_DIR, { recursive: true });
  dataDir = await mkdtemp(join(E2E_TMP_DIR, 'staff-lists-'));
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/seed/cli.ts', '--jobs', String(GENERATED_JOBS), '--seed', '7'],
    { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir } },
  );
  server = await startExtraServer({ dataDir, forwardStderr: false });
  account = await addStaffAccount(dataDir);
  jobs = await fetchJobs(server.baseURL); // oldest first
});
afterAll(async () => {
  await server?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const editButtons = (page: Page) => page.getByRole('button', { name: /^Edit / });

test('the jobs list shows one page of a few hundred jobs, pages on, and its search finds a job of a later page', async () => {
  const total = jobs.length;
  expect(total).toBeGreaterThan(GENERATED_JOBS);
  // A job far down the list (it is newest first), whose title no other job has.
  const later = jobs
    .slice(0, total - 2 * CONTENT_PAGE_SIZE)
    .find((job) => jobs.filter((other) => other.title === job.title).length === 1);
  if (!later) throw new Error('the catalogue has a job with a title of its own');

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/staff`);
    await page.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    await logInToConsole(page, account);
    await page.getByRole('tab', { name: 'Jobs' }).click();

    const status = page.getByRole('status').filter({ hasText: /^Showing|^No jobs/ });
    await expect.poll(() => status.textContent()).toBe(`Showing 1–${CONTENT_PAGE_SIZE} of ${total} jobs`);
    expect(await editButtons(page).count()).toBe(CONTENT_PAGE_SIZE);
    expect(await page.getByRole('button', { name: `Edit ${later.title}` }).count()).toBe(0);
    const violations = await checkAccessibility(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    // The pager, from the keyboard: the next page, and the focus stays on Next.
    const pager = page.getByRole('navigation', { name: 'Pages of jobs' });
    const next = pager.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => status.textContent())
      .toBe(`Showing ${CONTENT_PAGE_SIZE + 1}–${2 * CONTENT_PAGE_SIZE} of ${total} jobs`);
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);

    // The search finds the job wherever it is, and Edit then Cancel comes back to it.
    await page.getByLabel('Search title, company or location').fill(later.title.toUpperCase());
    await expect
      .poll(() => status.textContent())
      .toMatch(new RegExp(`^Showing 1(–\\d+)? of \\d+ jobs? matching “.+” \\(${total} in all\\)$`));
    const edit = page.getByRole('button', { name: `Edit ${later.title}` });
    await edit.waitFor();
    expect(await editButtons(page).count()).toBeLessThan(CONTENT_PAGE_SIZE);
    await edit.click();
    await page.getByRole('form', { name: 'Edit job' }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => edit.evaluate((button) => button === document.activeElement)).toBe(true);
  } finally {
    await context.close();
  }
});
