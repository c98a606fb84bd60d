import { randomUUID } from 'node:crypto';

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { apiPaths, IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { fillFields, fixIdempotencyKey, uniqueEmail } from './forms-helpers';
import { browserForThisFile, checkAccessibility, formatViolations, openDatabase, siteForThisFile, withPage } from './harness';

const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();

const THANKS = 'Thank you! Our team will get back to you soon.';
const FAILURE = 'Failed to submit the form. Please try again later.';

interface EnquiryRow {
  company_name: string;
  email: string;
  phone: string;
  job_title: string;
  description: string;
}

function storedEnquiries(email: string): EnquiryRow[] {
  const db = openDatabase(dataDir);
  try {
    return db
      .prepare('SELECT company_name, email, phone, job_title, description FROM enquiries WHERE email = ?')
      .all(email) as EnquiryRow[];
  } finally {
    db.close();
  }
}

const values = (email: string) => ({
  'Full Name or Company Name': 'Kaveri Textiles',
  Email: email,
  Phone: '+91 98400 12345',
  'Job Title': 'Machine Operators',
  'Nature Of Enquiries': 'We need 12 machine operators for our Tiruppur unit from March.',
});

async function openEnquiry(page: Page) {
  await page.getByRole('button', { name: 'Start Recruiting Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Recruiting Now' });
  await dialog.waitFor();
  return dialog;
}

describe('recruiting enquiry', () => {
  test('is checked in the browser, sent, stored once, and thanked for', async () => {
    const email = uniqueEmail('enquiry');
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}/find-jobs`);
      const dialog = await openEnquiry(page);
      let violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);

      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByText('Full Name or Company Name is required').waitFor();
      await dialog.getByText('Nature Of Enquiries is required').waitFor();
      violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      expect(storedEnquiries(email)).toEqual([]);

      await fillFields(dialog, values(email));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(THANKS).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      expect(storedEnquiries(email)).toEqual([
        {
          company_name: 'Kaveri Textiles',
          email,
          phone: '+91 98400 12345',
          job_title: 'Machine Operators',
          description: 'We need 12 machine operators for our Tiruppur unit from March.',
        },
      ]);

      // The form starts empty again.
      const again = await openEnquiry(page);
      expect(await again.getByLabel('Email').inputValue()).toBe('');
    });
  });

  test('works the same on a 375 px phone', async () => {
    const email = uniqueEmail('phone-enquiry');
    await withPage(browser, 375, async (page) => {
      await page.goto(`${baseURL}/showjobdetails?id=1`);
      const dialog = await openEnquiry(page);
      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
      await fillFields(dialog, values(email));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText(THANKS).waitFor();
      expect(storedEnquiries(email)).toHaveLength(1);
    });
  });

  test('shows the failure alert when the server refuses it, and stores nothing', async () => {
    // The server refuses an Idempotency-Key already used for a different enquiry (422): send one
    // first with the key the page will use.
    const key = randomUUID();
    const earlier = uniqueEmail('earlier');
    const first = await fetch(`${baseURL}${apiPaths.enquiry}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify({
        companyName: 'Earlier Ltd',
        email: earlier,
        phone: '+91 44 2222 3333',
        jobTitle: 'Clerk',
        description: 'An earlier enquiry.',
      }),
    });
    expect(first.status).toBe(201);

    const email = uniqueEmail('refused');
    await withPage(browser, 1280, async (page) => {
      await fixIdempotencyKey(page, key);
      await page.goto(`${baseURL}/about-us`);
      const dialog = await openEnquiry(page);
      await fillFields(dialog, values(email));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(FAILURE);
      expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
      const violations = await checkAccessibility(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
    expect(storedEnquiries(email)).toEqual([]);
    expect(storedEnquiries(earlier)).toHaveLength(1);
  });
});
