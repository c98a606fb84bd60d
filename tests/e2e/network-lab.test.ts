import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { browserForThisFile, checkAccessibility, fetchJobs, formatViolations, siteForThisFile } from './harness';
import {
  enquiriesFrom,
  eventually,
  openControlled,
  savedUrls,
  storeCount,
  submitEnquiryForm,
  uniqueEmail,
} from './offline-support';

/**
 * The network lab (/network-lab, docs/OFFLINE.md "Testing on a phone"): a simulation the worker
 * applies to this browser only. The browser's real network stays on throughout these tests
 * (navigator.onLine is true): whatever the app does here, the lab made it do.
 */
const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();

const enquiry = (email: string) => ({
  companyName: 'Lab Testers',
  email,
  phone: '9876543210',
  jobTitle: 'Quality Analyst',
  description: 'Checking what the outbox does on a bad network.',
});

const banner = (page: Page) => page.getByRole('region', { name: 'Network simulation' });
const waitingBadge = (page: Page) => page.getByRole('button', { name: /^Waiting to send/ });

interface LabChoice {
  mode: 'Offline' | 'Slow network' | 'Flaky network' | 'Server busy' | 'Answer lost';
  step?: { label: string; option: string };
  duration?: string;
}

/** Opens the lab, chooses a simulation and starts it; returns once the banner shows it. */
async function startLab(page: Page, choice: LabChoice): Promise<void> {
  await page.goto(`${baseURL}/network-lab`);
  await page.getByRole('heading', { level: 1, name: 'Network lab' }).waitFor();
  await page.getByText(/^(Off|On):/).waitFor();
  // The form answers once it is React's (the server's HTML shows it first): a choice made before
  // would be drawn over by the hydrating render.
  const simulate = page.getByLabel('Simulate');
  await expect
    .poll(() => simulate.evaluate((select) => Object.keys(select).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
    })
    .toBe(true);
  await simulate.selectOption({ label: choice.mode });
  if (choice.step) await page.getByLabel(choice.step.label).selectOption({ label: choice.step.option });
  if (choice.duration) await page.getByLabel('Stop by itself after').selectOption({ label: choice.duration });
  await page.getByRole('button', { name: /^Start (simulation|this instead)$/ }).click();
  await banner(page).waitFor();
}

test('with the lab offline the app behaves as with the network off; stopping it delivers the kept submission once', async () => {
  const jobs = await fetchJobs(baseURL);
  const job = jobs.at(-3);
  if (!job) throw new Error('the seeded database has jobs');
  const email = uniqueEmail('lab.offline.enquiry');
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/find-jobs`);
    const detailUrl = `${baseURL}${apiPaths.jobs}/${job.id}`;
    await eventually(async () => (await savedUrls(page)).includes(detailUrl), 30_000);

    await startLab(page, { mode: 'Offline' });
    // A page not visited yet comes from the device: the shell and the saved copy, with the offline banner.
    await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
    await page.getByRole('heading', { name: job.title }).first().waitFor();
    await page.getByText(/^Offline — /).waitFor();
    await banner(page).waitFor();
    expect(await page.evaluate(() => navigator.onLine), 'the real network is on').toBe(true);

    await submitEnquiryForm(page, enquiry(email));
    await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
    await waitingBadge(page).filter({ hasText: '1' }).waitFor();
    expect(await storeCount(page, 'outbox')).toBe(1);
    expect(enquiriesFrom(dataDir, email), 'nothing left the device').toBe(0);

    // The lab lists the kept item with its attempt and next try.
    await page.goto(`${baseURL}/network-lab`);
    const item = page.getByRole('region', { name: 'Recruiting enquiry from Lab Testers' });
    await item
      .getByText(/The server could not be reached\./)
      .first()
      .waitFor();
    await item.getByText(/^Next try/).waitFor();

    await banner(page).getByRole('button', { name: 'Stop simulation' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await eventually(() => enquiriesFrom(dataDir, email) > 0, 30_000), 'delivered once the lab stopped').toBe(true);
    await eventually(async () => (await storeCount(page, 'outbox')) === 0, 10_000);
    expect(await storeCount(page, 'outbox')).toBe(0);
    await page
      .getByText(/Delivered \(20\d\)\./)
      .first()
      .waitFor();

    // Every trigger has had its turn (worker start, page start): still one.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(enquiriesFrom(dataDir, email)).toBe(1);
  } finally {
    await context.close();
  }
}, 120_000);

test('"answer lost" stores the submission once, and the page learns of it from the resend', async () => {
  const email = uniqueEmail('lab.lost.enquiry');
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/about-us`);
    await startLab(page, { mode: 'Answer lost' });
    await page.goto(`${baseURL}/about-us`);
    await submitEnquiryForm(page, enquiry(email));
    await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
    // The server has it; the device never heard so, kept it and sent it again (Background Sync,
    // or the backoff where there is none).
    expect(await eventually(() => enquiriesFrom(dataDir, email) > 0, 10_000)).toBe(true);

    // The resend (same Idempotency-Key) gets the stored answer back: delivered, not stored twice.
    await page.getByText('was kept on this device and has now been delivered').first().waitFor({ timeout: 60_000 });
    expect(await storeCount(page, 'outbox')).toBe(0);
    expect(enquiriesFrom(dataDir, email)).toBe(1);

    await page.goto(`${baseURL}/network-lab`);
    const delivered = page.getByRole('region', { name: 'Recruiting enquiry from Lab Testers' });
    await delivered.getByText(/The server could not be reached\./).waitFor();
    await delivered.getByText(/Delivered \(20\d\)\./).waitFor();
    await banner(page).getByRole('button', { name: 'Stop simulation' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(enquiriesFrom(dataDir, email)).toBe(1);
  } finally {
    await context.close();
  }
}, 120_000);

test('the banner is on every page while a simulation runs, and goes when it is stopped or runs out', async () => {
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/`);
    await startLab(page, { mode: 'Slow network', step: { label: 'Added latency', option: '+500 ms' } });
    for (const path of ['/', '/find-jobs', '/employers-list', '/our-contact']) {
      await page.goto(`${baseURL}${path}`);
      await banner(page).getByText('Network lab: Slow network (+500 ms per request)').waitFor();
    }
    await banner(page).getByRole('button', { name: 'Stop simulation' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.goto(`${baseURL}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);

    // The shortest run: it ends by itself, on this page and the next.
    await startLab(page, { mode: 'Server busy', duration: '1 minute' });
    await page.goto(`${baseURL}/blogs-list`);
    await banner(page)
      .getByText(/Server busy/)
      .waitFor();
    await banner(page).waitFor({ state: 'detached', timeout: 90_000 });
    await page.goto(`${baseURL}/find-jobs`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);
  } finally {
    await context.close();
  }
}, 180_000);

test('the lab has no accessibility violations at 360 px and on a desktop, with a simulation on and an item waiting', async () => {
  const email = uniqueEmail('lab.axe.enquiry');
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/about-us`);
    await startLab(page, { mode: 'Server busy', step: { label: 'Retry-After', option: '120 s' } });
    await page.goto(`${baseURL}/about-us`);
    await submitEnquiryForm(page, enquiry(email));
    await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
    await waitingBadge(page).waitFor();
    await page.goto(`${baseURL}/network-lab`);
    // Its first attempt, at least: a second (Background Sync and the page's own trigger) may be listed already.
    await page
      .getByRole('region', { name: 'Recruiting enquiry from Lab Testers' })
      .getByText(/The server answered 503/)
      .first()
      .waitFor();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const violations = await checkAccessibility(page);
      expect(violations, `${width} px: ${formatViolations(violations)}`).toEqual([]);
    }
    await banner(page).getByRole('button', { name: 'Stop simulation' }).click();
    await banner(page).waitFor({ state: 'detached' });
    // The busy server's Retry-After still holds the item: Send now from the outbox panel delivers it.
    await waitingBadge(page).click();
    await page.getByRole('dialog', { name: 'Waiting to be sent' }).getByRole('button', { name: 'Send now' }).click();
    expect(await eventually(() => enquiriesFrom(dataDir, email) > 0, 30_000)).toBe(true);
  } finally {
    await context.close();
  }
}, 120_000);
