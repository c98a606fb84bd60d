import type { Selectable } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';

import type { ApplicationsTable } from '../../server/db/schema';
import { apiPaths } from '../../src/contract/paths';
import type { JobSummary } from '../../src/domain/entities';
import { pdfFile, pdfObjectStream } from '../fixtures/resumes';
import { fillFields, sha256, uniqueEmail } from './forms-helpers';
import {
  browserForThisFile,
  checkAccessibility,
  fetchJobs,
  formatViolations,
  openDatabase,
  siteForThisFile,
  startExtraServer,
  withPage,
} from './harness';

const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();
let jobs: JobSummary[];

const SUCCESS = 'Application submitted successfully!';
const CLOSING = /^Closing in \d+ seconds\.\.\.$/;

beforeAll(async () => {
  jobs = await fetchJobs(baseURL);
});

async function expectNoViolations(page: Page) {
  const violations = await checkAccessibility(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

function job(index: number): JobSummary {
  const found = jobs[index % jobs.length];
  if (!found) throw new Error('the seeded database has no jobs');
  return found;
}

/** A stored application as the server's table holds it (better-sqlite3 gives BLOBs as Buffers). */
type ApplicationRow = Selectable<ApplicationsTable>;

function storedApplications(email: string, dir = dataDir): ApplicationRow[] {
  const db = openDatabase(dir);
  try {
    return db.prepare('SELECT * FROM applications WHERE email = ?').all(email) as ApplicationRow[];
  } finally {
    db.close();
  }
}

const applicant = (email: string) => ({
  'Full Name': 'Priya Raman',
  Mobile: '9840012345',
  Email: email,
  Pincode: '600042',
  'Years of Experience': '3',
  'Previous Role': 'Junior Developer',
  Address: '12 Lake View Road\nVelachery, Chennai',
});

async function fillApplication(dialog: Locator, email: string, resume: { name: string; buffer: Buffer; mimeType?: string }) {
  await fillFields(dialog, applicant(email));
  await dialog.locator('input[type="file"]').setInputFiles({ mimeType: 'application/pdf', ...resume });
}

describe('job application', () => {
  test('from the job header: sent, stored with the job and the exact resume bytes, answered "Success"', async () => {
    const target = job(3);
    const email = uniqueEmail('applicant');
    const resume = Buffer.from(pdfFile({ minBytes: 4096 }));
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=${target.id}`);
      await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
      await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Apply for ${target.title}` });
      await dialog.waitFor();
      await expectNoViolations(page);

      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByText('Resume is required').waitFor();
      await expectNoViolations(page);

      await fillApplication(dialog, email, { name: 'priya-cv.pdf', buffer: resume });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      const result = page.getByRole('dialog', { name: 'Success' });
      await result.getByText(SUCCESS).waitFor();
      await result.getByText(CLOSING).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expectNoViolations(page);
      await result.getByRole('button', { name: 'Close Now' }).click();
      await result.waitFor({ state: 'hidden' });
    });

    const rows = storedApplications(email);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    // A browser sends a multi-line form value with CRLF line breaks (HTML's multipart encoding).
    expect(row?.address.replace(/\r\n/g, '\n')).toBe('12 Lake View Road\nVelachery, Chennai');
    expect(row).toMatchObject({
      full_name: 'Priya Raman',
      mobile: '9840012345',
      pincode: '600042',
      experience_years: 3,
      previous_role: 'Junior Developer',
      job_id: String(target.id),
      job_title: target.title,
      company_name: target.companyName,
      resume_name: 'priya-cv.pdf',
      resume_sha256: sha256(resume),
    });
    expect(row?.job_start_date).toBeTruthy();
    expect(row?.job_end_date).toBeTruthy();
    expect(sha256(row?.resume ?? Buffer.alloc(0))).toBe(sha256(resume));
  });

  test('from a related job at 375 px: the application is for that job', async () => {
    const [current, related] = [job(0), job(5)];
    const email = uniqueEmail('related');
    await withPage(browser, 375, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=${current.id}`);
      await page.getByRole('heading', { level: 1, name: current.title }).waitFor();
      await page
        .getByRole('region', { name: 'Related Jobs' })
        .getByRole('button', { name: `Apply Now for ${related.title}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: `Apply for ${related.title}` });
      await dialog.waitFor();
      await expectNoViolations(page);
      await fillApplication(dialog, email, { name: 'cv.pdf', buffer: Buffer.from(pdfFile()) });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByRole('dialog', { name: 'Success' }).getByText(SUCCESS).waitFor();
    });
    expect(storedApplications(email)).toMatchObject([{ job_id: String(related.id), job_title: related.title }]);
  });

  test('a text file renamed .pdf and a PDF with a script are refused in the browser and never sent', async () => {
    const target = job(1);
    const email = uniqueEmail('renamed');
    // The script sits in a compressed object stream: the browser's DecompressionStream must open it.
    const scripted = pdfFile({ streams: [await pdfObjectStream(['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'])] });
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=${target.id}`);
      await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Apply for ${target.title}` });
      await fillApplication(dialog, email, { name: 'notes.pdf', buffer: Buffer.from('Just some notes, not a PDF.\n') });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByText('This file is not a PDF document. Choose your resume file itself.').waitFor();
      await expectNoViolations(page);

      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(scripted) });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByText(/^This PDF contains scripts, launch actions or attached files/).waitFor();
      expect(await page.getByRole('dialog', { name: 'Success' }).count()).toBe(0);
    });
    expect(storedApplications(email)).toEqual([]);
  });

  test('the page checks the server\'s own resume limit; a refusal by the server shows "Error" and keeps the form', async () => {
    // A server whose resume limit (100 KB) is below the page's default (5 MB).
    const server = await startExtraServer({ env: { RESUME_MAX_BYTES: String(100 * 1024) } });
    const [refusedHere, refusedThere] = [uniqueEmail('too-large-page'), uniqueEmail('too-large-server')];
    try {
      const target = (await fetchJobs(server.baseURL))[0];
      if (!target) throw new Error('the extra server has no jobs');
      const openForm = async (page: Page) => {
        await page.goto(`${server.baseURL}/showjobdetails?id=${target.id}`);
        await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
        return page.getByRole('dialog', { name: `Apply for ${target.title}` });
      };

      // The page learns the limit from GET limits and refuses the file before sending it.
      await withPage(browser, 1280, async (page) => {
        const dialog = await openForm(page);
        await dialog.getByText('A .pdf, .doc or .docx file, at most 0.1 MB').waitFor();
        await fillApplication(dialog, refusedHere, {
          name: 'big-cv.pdf',
          buffer: Buffer.from(pdfFile({ minBytes: 150 * 1024 })),
        });
        await dialog.getByRole('button', { name: 'Submit Application' }).click();
        await dialog.getByText('The resume must be at most 0.1 MB').waitFor();
        await expectNoViolations(page);
      });

      // Without the limits endpoint (as with the agency's API) the page keeps 5 MB and sends; the
      // server refuses (413) with its message. No service worker, so the route sees every request.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await page.route(`**${apiPaths.limits}`, (route) =>
          route.fulfill({ status: 404, json: { message: 'There is no such API endpoint.' } }),
        );
        const dialog = await openForm(page);
        await dialog.getByText('A .pdf, .doc or .docx file, at most 5 MB').waitFor();
        await fillApplication(dialog, refusedThere, {
          name: 'big-cv.pdf',
          buffer: Buffer.from(pdfFile({ minBytes: 150 * 1024 })),
        });
        await dialog.getByRole('button', { name: 'Submit Application' }).click();

        const result = page.getByRole('dialog', { name: 'Error' });
        const message = result.getByText(/^Failed to submit the application: /);
        await message.waitFor();
        expect(await message.textContent()).toContain('0.1 MB');
        await result.getByText(CLOSING).waitFor();
        await expectNoViolations(page);
        await result.getByRole('button', { name: 'Close Now' }).click();
        await result.waitFor({ state: 'hidden' });
        expect(await dialog.getByLabel('Email').inputValue()).toBe(refusedThere);
      } finally {
        await context.close();
      }
      expect(storedApplications(refusedHere, server.dataDir)).toEqual([]);
      expect(storedApplications(refusedThere, server.dataDir)).toEqual([]);
    } finally {
      await server.dispose();
    }
  });

  test('the result dialog closes by itself when its 45 seconds have run out', async () => {
    const target = job(2);
    const email = uniqueEmail('countdown');
    await withPage(browser, 1280, async (page) => {
      await page.clock.install();
      await page.goto(`${baseURL}/showjobdetails?id=${target.id}`);
      await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Apply for ${target.title}` });
      await fillApplication(dialog, email, { name: 'cv.pdf', buffer: Buffer.from(pdfFile()) });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      const result = page.getByRole('dialog', { name: 'Success' });
      await result.getByText(CLOSING).waitFor();
      await page.clock.runFor(46_000);
      await result.waitFor({ state: 'hidden' });
    });
    expect(storedApplications(email)).toHaveLength(1);
  });
});
