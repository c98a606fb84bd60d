import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { pdfFile } from '../fixtures/resumes';
import {
  browserForThisFile,
  checkAccessibility,
  fetchJobs,
  formatViolations,
  siteForThisFile,
  startExtraServer,
} from './harness';
import {
  applicationFrom,
  applicationsFrom,
  closeSavedAnswer,
  enquiriesFrom,
  eventually,
  openControlled,
  savedUrls,
  sha256,
  storeCount,
  submitApplicationForm,
  submitEnquiryForm,
  uniqueEmail,
} from './offline-support';

const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();

const enquiry = (email: string) => ({
  companyName: 'Kaveri Textiles',
  email,
  phone: '9876543210',
  jobTitle: 'Machine Operator',
  description: 'We need twelve machine operators for our Ambattur unit.',
});

/** The header's badge: "Waiting to send" with the number of kept submissions. */
const waitingBadge = (page: Page) => page.getByRole('button', { name: /^Waiting to send/ });

test('an application with a 1 MB resume and an enquiry made offline are each delivered once when back online', async () => {
  const jobs = await fetchJobs(baseURL);
  const job = jobs.at(-2);
  if (!job) throw new Error('the seeded database has jobs');
  const applicantEmail = uniqueEmail('offline.applicant');
  const enquiryEmail = uniqueEmail('offline.enquiry');
  const resume = Buffer.from(pdfFile({ minBytes: 1024 * 1024 }));

  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/find-jobs`);
    const detailUrl = `${baseURL}${apiPaths.jobs}/${job.id}`;
    await eventually(async () => (await savedUrls(page)).includes(detailUrl), 30_000);

    await context.setOffline(true);
    await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
    await page.getByRole('heading', { name: job.title }).first().waitFor();
    await submitApplicationForm(page, applicationFrom('Meena Raghavan', applicantEmail, resume));
    await closeSavedAnswer(page);

    await submitEnquiryForm(page, enquiry(enquiryEmail));
    await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });

    expect(await storeCount(page, 'outbox')).toBe(2);
    await waitingBadge(page).filter({ hasText: '2' }).waitFor();
    expect(applicationsFrom(dataDir, applicantEmail)).toHaveLength(0);
    expect(enquiriesFrom(dataDir, enquiryEmail)).toBe(0);

    await context.setOffline(false);
    const delivered = await eventually(
      () => applicationsFrom(dataDir, applicantEmail).length > 0 && enquiriesFrom(dataDir, enquiryEmail) > 0,
      30_000,
    );
    expect(delivered, 'both delivered within 30 s of going back online').toBe(true);
    await eventually(async () => (await storeCount(page, 'outbox')) === 0, 10_000);
    expect(await storeCount(page, 'outbox'), 'delivered items are deleted from the device').toBe(0);
    await page.getByText('was kept on this device and has now been delivered').first().waitFor();

    // Every trigger (sync, online event, worker start) has had its turn: still exactly one of each.
    await page.reload();
    await page.waitForLoadState('networkidle');
    const applications = applicationsFrom(dataDir, applicantEmail);
    expect(applications).toHaveLength(1);
    expect(enquiriesFrom(dataDir, enquiryEmail)).toBe(1);
    const [stored] = applications;
    expect(stored?.resume_name).toBe('Meena Raghavan resume.pdf');
    expect(stored?.job_id).toBe(String(job.id));
    expect(sha256(stored?.resume ?? new Uint8Array())).toBe(sha256(resume));
    expect(stored?.resume_sha256).toBe(sha256(resume));
  } finally {
    await context.close();
  }
});

test('a submission kept offline survives a reload, is listed in the panel, and is sent once online', async () => {
  const email = uniqueEmail('reload.enquiry');
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/about-us`);
    await context.setOffline(true);
    await submitEnquiryForm(page, enquiry(email));
    await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
    await waitingBadge(page).waitFor();

    await page.reload();
    await waitingBadge(page).filter({ hasText: '1' }).waitFor();
    await waitingBadge(page).click();
    const panel = page.getByRole('dialog', { name: 'Waiting to be sent' });
    await panel.getByText('Recruiting enquiry from Kaveri Textiles').waitFor();
    expect(enquiriesFrom(dataDir, email)).toBe(0);

    await context.setOffline(false);
    expect(await eventually(() => enquiriesFrom(dataDir, email) > 0, 30_000)).toBe(true);
    await panel.getByText('Nothing is waiting').waitFor();
    expect(enquiriesFrom(dataDir, email)).toBe(1);
  } finally {
    await context.close();
  }
});

test('a discarded submission is deleted from the device and never sent', async () => {
  const email = uniqueEmail('discarded.enquiry');
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/our-contact`);
    await context.setOffline(true);
    await submitEnquiryForm(page, enquiry(email));
    await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
    await waitingBadge(page).click();
    const panel = page.getByRole('dialog', { name: 'Waiting to be sent' });
    await panel.getByText('Recruiting enquiry from Kaveri Textiles').waitFor();
    // The panel and the page, not the enquiry form's own "saved" notice (its tests cover it).
    const violations = await checkAccessibility(page, { exclude: ['.mantine-Notifications-root'] });
    expect(violations, formatViolations(violations)).toEqual([]);
    await panel.getByRole('button', { name: 'Discard' }).click();
    await panel.getByText('Nothing is waiting').waitFor();
    expect(await storeCount(page, 'outbox')).toBe(0);

    await context.setOffline(false);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(enquiriesFrom(dataDir, email)).toBe(0);
  } finally {
    await context.close();
  }
});

test('with the server down while the device is online, a submission is kept and delivered once the server is back', async () => {
  const server = await startExtraServer({ forwardStderr: false });
  const email = uniqueEmail('outage.enquiry');
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${server.baseURL}/about-us`);
    await server.stop();
    await submitEnquiryForm(page, enquiry(email));
    await waitingBadge(page).waitFor();
    expect(await page.evaluate(() => navigator.onLine), 'the browser still thinks it is online').toBe(true);
    expect(await storeCount(page, 'outbox')).toBe(1);

    await server.start();
    // No online event comes (the device never went offline) and Chromium does not retry a failed
    // sync for minutes: the page's backoff timer asks the worker to deliver.
    const delivered = await eventually(() => enquiriesFrom(server.dataDir, email) > 0, 60_000, 500);
    expect(delivered, `delivered after the server came back. Server log:\n${server.output().slice(-2000)}`).toBe(true);
    await eventually(async () => (await storeCount(page, 'outbox')) === 0, 10_000);
    expect(await storeCount(page, 'outbox')).toBe(0);
    expect(enquiriesFrom(server.dataDir, email)).toBe(1);
  } finally {
    await context.close();
    await server.dispose();
  }
}, 120_000);
