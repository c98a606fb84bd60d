import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { staffContentPaths, staffItemPath, staffPaths } from '../../src/contract/staff';
import { pdfFile } from '../fixtures/resumes';
import { applicationForm, formPost } from '../server/support/forms';
import { pngBytes } from '../server/support/images';
import { sampleJob } from '../server/support/staff';
import { browserForThisFile, checkAccessibility, escapeRegExp, fetchJobs, formatViolations, siteForThisFile } from './harness';
import {
  applicationFrom,
  applicationsFrom,
  eventually,
  openControlled,
  savedUrls,
  sha256,
  submitApplicationForm,
  uniqueEmail,
} from './offline-support';
import type { StaffAccount } from './staff-support';
import { addStaffAccount, logInToConsole, storedApplication } from './staff-support';

const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();
let account: StaffAccount;

beforeAll(async () => {
  account = await addStaffAccount(dataDir);
});

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await checkAccessibility(page);
  expect(violations, `${screen}: ${formatViolations(violations)}`).toEqual([]);
}

test('staff read applications sent online and offline, download a resume, move it through the pipeline, publish a job and log out', async () => {
  const jobs = await fetchJobs(baseURL);
  const job = jobs.at(-3);
  if (!job) throw new Error('the seeded database has jobs');
  const offlineEmail = uniqueEmail('staff.offline');
  const onlineEmail = uniqueEmail('staff.online');
  const offlineResume = Buffer.from(pdfFile({ minBytes: 40 * 1024 }));
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    // A visitor applies once offline (kept, delivered later) and once online.
    const site = await openControlled(context, `${baseURL}/showjobdetails?id=${job.id}`);
    await site.getByRole('heading', { name: job.title }).first().waitFor();
    await context.setOffline(true);
    await submitApplicationForm(site, applicationFrom('Offline Ovia', offlineEmail, offlineResume));
    const saved = site.getByRole('dialog', { name: 'Saved' });
    await saved.waitFor();
    await saved.getByRole('button', { name: 'Close Now' }).click();
    await context.setOffline(false);
    expect(await eventually(() => applicationsFrom(dataDir, offlineEmail).length === 1, 30_000), 'delivered once online').toBe(
      true,
    );
    await submitApplicationForm(
      site,
      applicationFrom('Online Oviya', onlineEmail, Buffer.from(pdfFile({ minBytes: 10 * 1024 }))),
    );
    await site.getByRole('dialog', { name: 'Success' }).waitFor();

    // The console: log in (the page is controlled by the same service worker).
    const page = await context.newPage();
    await page.goto(`${baseURL}/staff`);
    await page.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    await expectAccessible(page, 'log-in');
    await page.getByLabel('Email').fill(account.email);
    await page.locator('input[type="password"]').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').getByText('The email or password is not right.').waitFor();
    await logInToConsole(page, account);
    await page.getByTestId('new-count').waitFor();

    // Both applications are in the inbox with the job applied for.
    const search = page.getByLabel('Search name, email or company');
    for (const [name, email] of [
      ['Offline Ovia', offlineEmail],
      ['Online Oviya', onlineEmail],
    ] as const) {
      await search.fill(email);
      const item = page.getByRole('article', { name });
      await item.waitFor();
      await item.getByText(job.title).first().waitFor();
    }
    await search.fill(offlineEmail);
    const item = page.getByRole('article', { name: 'Offline Ovia' });
    await item.waitFor();
    await expectAccessible(page, 'applications');

    // The resume downloads byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('link', { name: /Download resume/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Offline Ovia resume.pdf');
    expect(sha256(await readFile((await download.path()) ?? ''))).toBe(sha256(offlineResume));

    // Through the pipeline, with a note.
    const status = item.getByLabel('Status of Offline Ovia');
    for (const step of ['reviewing', 'shortlisted']) {
      await status.selectOption(step);
      expect(await eventually(() => storedApplication(dataDir, offlineEmail)?.status === step, 10_000), `stored as ${step}`).toBe(
        true,
      );
    }
    await item.getByLabel('Notes on Offline Ovia').fill('Call on Monday');
    await item.getByRole('button', { name: 'Save notes' }).click();
    expect(await eventually(() => storedApplication(dataDir, offlineEmail)?.notes === 'Call on Monday', 10_000)).toBe(true);
    await page.getByLabel('Status', { exact: true }).selectOption('shortlisted');
    await page
      .getByRole('article', { name: 'Offline Ovia' })
      .getByRole('button', { name: `Show only job ${job.id}` })
      .click();
    const jobFilter = page.getByLabel('Job', { exact: true });
    await expect.poll(() => jobFilter.inputValue()).toBe(String(job.id));
    await page.getByRole('article', { name: 'Offline Ovia' }).waitFor();
    // The filter names the job by its title and how many applied for it (both of these, at least).
    const escapedTitle = escapeRegExp(job.title);
    await jobFilter
      .getByRole('option', { name: new RegExp(`^${escapedTitle} \\(job ${job.id}\\), \\d+ applications$`) })
      .waitFor({ state: 'attached' });

    await page.getByRole('tab', { name: /Enquiries/ }).click();
    await page.getByLabel('Search company or email').waitFor();
    await expectAccessible(page, 'enquiries');

    // Publish a job; the public site lists it.
    const title = `Night Shift Lead ${Date.now()}`;
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByRole('button', { name: 'New job' }).click();
    const form = page.getByRole('form', { name: 'New job' });
    await form.waitFor();
    await expectAccessible(page, 'new job form');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lead.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(64, 64)) });
    await form.getByText(/^Stored as img-/).waitFor();
    const fields: Record<string, string> = {
      'Job title': title,
      'Company name': 'Gamma Logistics',
      Location: 'Chennai',
      Salary: '₹4-6 LPA',
      'Applications open': '2026-03-01',
      'Applications close': '2026-04-30',
      'Main heading': 'Lead our night shift',
      'Main description': 'Run the Ambattur warehouse at night.',
      Sections: 'What you will do\n- Lead a team of 12',
    };
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label, { exact: false }).first().fill(value);
    await form.getByRole('button', { name: 'Publish job' }).click();
    await page.getByText('The job is published.').waitFor();
    await page.getByRole('button', { name: `Edit ${title}` }).waitFor();
    await expectAccessible(page, 'jobs');
    await page.getByRole('tab', { name: 'Companies' }).click();
    await page.getByRole('button', { name: 'New company' }).waitFor();
    await expectAccessible(page, 'companies');
    await page.getByRole('tab', { name: 'Articles' }).click();
    await page.getByRole('button', { name: 'New article' }).waitFor();
    await expectAccessible(page, 'articles');

    // The newest job is the first of the home page's featured jobs (the lists show a window from the start).
    await site.goto(`${baseURL}/`);
    await site.getByText(title).first().waitFor();

    // Nothing of the console was saved on the device.
    expect((await savedUrls(page)).filter((url) => url.includes(staffPaths.session.replace(/session$/, '')))).toEqual([]);

    // Log out: back to the log-in, and the API refuses the old cookie.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    expect(await page.evaluate(async (path) => (await fetch(path)).status, staffPaths.session)).toBe(401);
  } finally {
    await context.close();
  }
});

test('the worker precaches none of the staff console and never saves its API', async () => {
  const worker = await (await fetch(`${baseURL}/sw.js`)).text();
  const page = await (await fetch(`${baseURL}/staff`)).text();
  expect(worker).toContain('index.html');
  expect(worker).not.toContain('StaffConsole');
  expect(page).not.toContain('StaffConsole'); // loaded lazily, only when /staff is opened
});

/** Staff calls made from the page itself, as the console makes them (same origin, its cookie). */
function pageFetch(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.text() };
    },
    { method, path, body },
  );
}

test('jobs staff remove leave an installed app at its next online visit', async () => {
  const titles = [`Removed Role A ${Date.now()}`, `Removed Role B ${Date.now()}`];
  const context = await browser.newContext();
  try {
    // The home page: its featured jobs are the newest, so the jobs made here are on it.
    const page = await openControlled(context, `${baseURL}/`);
    expect((await pageFetch(page, 'POST', staffPaths.session, account)).status).toBe(200);
    const ids: number[] = [];
    for (const title of titles) {
      const created = await pageFetch(page, 'POST', staffContentPaths.jobs, { ...sampleJob, title });
      expect(created.status).toBe(201);
      ids.push((JSON.parse(created.body) as { id: number }).id);
    }
    const detailUrls = ids.map((id) => `${baseURL}${apiPaths.jobs}/${id}`);

    // The app saves the new jobs as it would any other: the list, and each detail.
    await page.reload();
    for (const title of titles) await page.getByText(title).first().waitFor();
    expect(
      await eventually(async () => (await savedUrls(page)).filter((url) => detailUrls.includes(url)).length === 2, 10_000),
      'details saved',
    ).toBe(true);

    for (const id of ids) expect((await pageFetch(page, 'DELETE', staffItemPath(staffContentPaths.jobs, id))).status).toBe(204);

    // Next online visit. A removed job's own page answers 404, which deletes its saved copy ...
    await page.goto(`${baseURL}/showjobdetails?id=${ids[0]}`);
    expect(
      await eventually(async () => !(await savedUrls(page)).includes(detailUrls[0] ?? ''), 10_000),
      'saved detail deleted by its 404',
    ).toBe(true);
    // ... and a list read online brings the offline copy up to date: its delta removes the other.
    await page.goto(`${baseURL}/find-jobs`);
    expect(
      await eventually(async () => !(await savedUrls(page)).includes(detailUrls[1] ?? ''), 10_000),
      'saved detail deleted with the list',
    ).toBe(true);
    const [first] = await fetchJobs(baseURL);
    await page
      .getByText(first?.title ?? '')
      .first()
      .waitFor();
    await context.setOffline(true);
    await page.reload();
    await page
      .getByText(first?.title ?? '')
      .first()
      .waitFor();
    for (const title of titles) expect(await page.getByText(title).count(), 'the saved list no longer has it').toBe(0);
  } finally {
    await context.close();
  }
});

/** An application sent straight to the public API, as a visitor's form sends it. */
async function applyThroughApi(fullname: string, email: string): Promise<void> {
  const form = applicationForm({ fields: { fullname, email, mobile: '98400 12345' } });
  const res = await fetch(`${baseURL}${apiPaths.application}`, formPost(form, randomUUID()));
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The console's poll is every 30 s; a loaded machine may take a while longer to draw the answer (the test waits two polls and more). */
const POLL_WAIT = { timeout: 90_000 };

test('the console confirms each save, shows new applications without a reload and counts them in the title, offers existing values, previews the image and links e-mail and phone', async () => {
  const [job] = await fetchJobs(baseURL);
  if (!job) throw new Error('the seeded database has jobs');
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/staff`);
    await logInToConsole(page, account);
    await page.getByTestId('new-count').waitFor();

    // With the Jobs tab open nobody sees the inbox: an application that arrives is counted in the title.
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByRole('button', { name: 'New job' }).waitFor();
    const email = uniqueEmail('staff.polled');
    await applyThroughApi('Polled Pavithra', email);
    await page.waitForFunction(() => /^\(\d+\) Staff console/.test(document.title), undefined, POLL_WAIT);

    // Looking at the applications clears it; the new one is listed, its e-mail and phone are links.
    await page.getByRole('tab', { name: /Applications/ }).click();
    const item = page.getByRole('article', { name: 'Polled Pavithra' }).first();
    await item.waitFor();
    await page.waitForFunction(() => !/^\(\d+\)/.test(document.title), undefined, POLL_WAIT);
    expect(await item.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(await item.getByRole('link', { name: '98400 12345' }).getAttribute('href')).toBe('tel:9840012345');

    // An application sent while the inbox is open appears in it without a reload.
    await applyThroughApi('Polled Prakash', uniqueEmail('staff.polled'));
    await page.getByRole('article', { name: 'Polled Prakash' }).first().waitFor(POLL_WAIT);

    // Each save says so; the notes button is not greyed out after saving.
    await item.getByLabel('Status of Polled Pavithra').selectOption('reviewing');
    await page.getByText('Polled Pavithra: Reviewing.').waitFor();
    await item.getByLabel('Notes on Polled Pavithra').fill('Call back on Friday');
    const saveNotes = item.getByRole('button', { name: 'Save notes' });
    await saveNotes.click();
    await page.getByText('The notes on Polled Pavithra.').waitFor();
    // Once the list has the saved notes the button is back as it was, not greyed out.
    await expect.poll(() => saveNotes.isDisabled(), POLL_WAIT).toBe(false);
    await expectAccessible(page, 'applications after a save');

    // The new job form: an existing company is picked from the list, a known place in any case is
    // written as stored, and a chosen image is shown at once.
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByRole('button', { name: 'New job' }).click();
    const form = page.getByRole('form', { name: 'New job' });
    await form.waitFor();
    await form.getByText('No image yet').waitFor();
    const company = form.getByRole('combobox', { name: /^Company name/ });
    await company.fill(job.companyName.slice(0, 4).toLowerCase());
    await page.getByRole('option', { name: job.companyName, exact: true }).click();
    expect(await company.inputValue()).toBe(job.companyName);
    const location = form.getByRole('combobox', { name: /^Location/ });
    await location.fill(` ${job.location.toUpperCase()} `);
    await location.press('Tab');
    await expect.poll(() => location.inputValue()).toBe(job.location);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'preview.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(64, 64)) });
    await form.getByRole('img', { name: 'The chosen image' }).waitFor();
    await form.getByText(/^Stored as img-/).waitFor();
    await expectAccessible(page, 'new job form with a picked image');
  } finally {
    await context.close();
  }
}, 300_000);
