import { createHash, randomBytes } from 'node:crypto';

import type { BrowserContext, Page } from 'playwright-core';

import type { ApplicantText, Enquiry } from '../../src/domain/submissions';
import { openDatabase } from './harness/database';

/** Shared steps of the offline browser tests (tests/e2e/offline-*.test.ts). */

/**
 * Opens `path`, waits until the service worker controls the page, then reloads once: requests
 * made before it took control did not pass through it (docs/TESTING.md).
 */
export async function openControlled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page;
}

/** How many records a store of the app's IndexedDB holds (responses, outbox). */
export function storeCount(page: Page, store: 'responses' | 'outbox'): Promise<number> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sr-jobs-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return 0;
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, store);
}

/** The saved-responses store's URLs. */
export function savedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sr-jobs-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<string[]>((resolve, reject) => {
        const request = db.transaction('responses').objectStore('responses').getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

/** Polls `check` until it returns true or `timeoutMs` passes; returns the last answer. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number, stepMs = 200): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}

/** A unique e-mail per test run, so rows in a database its tests share can be told apart. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${randomBytes(3).toString('hex')}@example.test`;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export function enquiriesFrom(dataDir: string, email: string): number {
  const db = openDatabase(dataDir);
  try {
    const row = db.prepare('SELECT count(*) AS n FROM enquiries WHERE email = ?').get(email) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

export interface StoredApplication {
  resume_name: string;
  resume_sha256: string;
  resume: Uint8Array;
  job_id: string | null;
}

export function applicationsFrom(dataDir: string, email: string): StoredApplication[] {
  const db = openDatabase(dataDir);
  try {
    return db
      .prepare('SELECT resume_name, resume_sha256, resume, job_id FROM applications WHERE email = ?')
      .all(email) as StoredApplication[];
  } finally {
    db.close();
  }
}

/** The enquiry form's fields: the wire's names, as the app's schema declares them. */
export type EnquiryValues = Enquiry;

/** Opens the enquiry form from the page's "Start Recruiting Now" and submits it. */
export async function submitEnquiryForm(page: Page, values: EnquiryValues): Promise<void> {
  await page.getByRole('button', { name: 'Start Recruiting Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Recruiting Now' });
  await dialog.getByLabel('Full Name or Company Name').fill(values.companyName);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Phone').fill(values.phone);
  await dialog.getByLabel('Job Title').fill(values.jobTitle);
  await dialog.getByLabel('Nature Of Enquiries').fill(values.description);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

/** The application form's fields (the app's own type) and the resume as playwright attaches a file. */
export type ApplicationValues = ApplicantText & { resume: { name: string; mimeType: string; buffer: Buffer } };

/**
 * On a job's detail page: "Apply Now" (and "Apply again" when this device applied for the job
 * before), fill the form, attach the resume, submit.
 */
export async function submitApplicationForm(page: Page, values: ApplicationValues): Promise<void> {
  await page.getByRole('button', { name: 'Apply Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Apply for/ });
  const again = page.getByRole('dialog').filter({ hasText: 'Apply again?' });
  await dialog.or(again).first().waitFor();
  if (await again.isVisible()) await again.getByRole('button', { name: 'Apply again' }).click();
  await dialog.getByLabel('Full Name').fill(values.fullname);
  await dialog.getByLabel('Mobile').fill(values.mobile);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Pincode').fill(values.pincode);
  await dialog.getByLabel('Years of Experience').fill(values.experience);
  await dialog.getByLabel('Previous Role').fill(values.role);
  await dialog.getByLabel('Address').fill(values.address);
  await dialog.locator('input[type="file"]').setInputFiles(values.resume);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
}

/**
 * An application as the tests send it: `fullname` and `email`, the rest a Chennai accounts
 * assistant's, and `resume` as the PDF file `resumeName`.
 */
export const applicationFrom = (
  fullname: string,
  email: string,
  resume: Buffer,
  resumeName = `${fullname} resume.pdf`,
): ApplicationValues => ({
  fullname,
  mobile: '9840012345',
  email,
  pincode: '600040',
  experience: '4',
  role: 'Accounts Assistant',
  address: '7 Second Avenue, Anna Nagar, Chennai',
  resume: { name: resumeName, mimeType: 'application/pdf', buffer: resume },
});

/** Waits for a form's "Saved" answer (kept on the device, sent later) and closes it. */
export async function closeSavedAnswer(page: Page): Promise<void> {
  const result = page.getByRole('dialog', { name: 'Saved' });
  await result.waitFor();
  await result.getByRole('button', { name: 'Close Now' }).click();
  await result.waitFor({ state: 'hidden' });
}
