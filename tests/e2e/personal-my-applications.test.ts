import { expect, test } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { formatDay } from '../../src/personal/page/formatWhen';
import { pdfFile } from '../fixtures/resumes';
import { browserForThisFile, checkAccessibility, fetchJobs, formatViolations, siteForThisFile } from './harness';
import { startFaultProxy } from './harness/faultProxy';
import {
  applicationFrom,
  applicationsFrom,
  closeSavedAnswer,
  eventually,
  openControlled,
  savedUrls,
  storeCount,
  submitApplicationForm,
  submitEnquiryForm,
  uniqueEmail,
} from './offline-support';

/**
 * My applications (docs/PRODUCT.md, "Kept on this device"): what was sent from this device and
 * its state. The site is loaded through a fault-injecting proxy (its own origin, so its own
 * worker and IndexedDB) in front of this file's server, so the server can be made to refuse one.
 */

const site = await siteForThisFile();
const { dataDir } = site;
const browser = browserForThisFile();

test('an offline application goes from waiting to delivered, a refused enquiry shows the reason, and both can be removed', async () => {
  const proxy = await startFaultProxy(site.port);
  const context = await browser.newContext();
  try {
    const job = (await fetchJobs(proxy.baseURL)).at(-1);
    if (!job) throw new Error('the seeded database has jobs');
    const applicantEmail = uniqueEmail('my.applications');
    const resume = Buffer.from(pdfFile({ minBytes: 200 * 1024 }));

    const page = await openControlled(context, `${proxy.baseURL}/find-jobs`);
    const detailUrl = `${proxy.baseURL}${apiPaths.jobs}/${job.id}`;
    await eventually(async () => (await savedUrls(page)).includes(detailUrl), 30_000);

    await context.setOffline(true);
    await page.goto(`${proxy.baseURL}/showjobdetails?id=${job.id}`);
    await page.getByRole('heading', { name: job.title }).first().waitFor();
    await submitApplicationForm(page, applicationFrom('Meena Raghavan', applicantEmail, resume, 'Meena resume.pdf'));
    await closeSavedAnswer(page);
    await submitEnquiryForm(page, {
      companyName: 'Kaveri Textiles',
      email: uniqueEmail('my.enquiry'),
      phone: '9876543210',
      jobTitle: 'Machine Operator',
      description: 'We need twelve machine operators for our Ambattur unit.',
    });
    await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });

    // The job's page says it was applied for, and that the application still waits to be sent.
    await page.reload();
    await page
      .locator('#job-applied-on')
      .getByText(`You applied on ${formatDay(Date.now(), 'en')}: waiting to send`, { exact: true })
      .waitFor();

    // Offline, the page comes from the worker's shell and the list from the device.
    await page.goto(`${proxy.baseURL}/my-applications`);
    const application = page.getByTestId('sent-item').filter({ hasText: `Application for ${job.title}` });
    const enquiry = page.getByTestId('sent-item').filter({ hasText: 'Enquiry: Machine Operator' });
    await application.getByText('Waiting to send', { exact: true }).waitFor();
    // Not "Sent" before the server has it.
    await application.getByText(/^Waiting to send since \d/).waitFor();
    expect(await application.getByText(/^Sent /).count()).toBe(0);
    await application.getByText(`Resume: Meena resume.pdf (${Math.round(resume.length / 1024)} KB)`).waitFor();
    if (job.companyName) await application.getByText(job.companyName, { exact: true }).waitFor();
    await enquiry.getByText('Waiting to send', { exact: true }).waitFor();
    await enquiry.getByText('From Kaveri Textiles').waitFor();

    // Back online the outbox delivers; the server (the proxy) refuses the enquiry.
    proxy.setRule((post) => (post.path === apiPaths.enquiry ? { kind: 'status', status: 409 } : null));
    await context.setOffline(false);
    await application.getByText('Delivered', { exact: true }).waitFor({ timeout: 60_000 });
    // "Sent <time>" once delivered (with the time it was submitted when it waited more than a minute).
    await application.getByText(/(^Sent |, sent )\d{1,2} \w+ \d{4}, \d{2}:\d{2}$/).waitFor();
    await enquiry.getByText('Refused by the server', { exact: true }).waitFor({ timeout: 60_000 });
    await enquiry.getByText('The server said: Injected 409').waitFor();
    expect(applicationsFrom(dataDir, applicantEmail)).toHaveLength(1);
    // After delivery the resume's name and size stay, the file is gone with the outbox item.
    await application.getByText('Resume: Meena resume.pdf').waitFor();

    for (const viewport of [
      { width: 360, height: 780 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      const violations = await checkAccessibility(page);
      expect(violations, `${viewport.width} px: ${formatViolations(violations)}`).toEqual([]);
    }

    // Remove one: the refused enquiry leaves the list and the outbox.
    await enquiry.getByRole('button', { name: /^Remove from this device/ }).click();
    await enquiry.waitFor({ state: 'detached' });
    expect(await storeCount(page, 'outbox')).toBe(0);

    // Remove all, after the confirmation: the list, the saved jobs, the saved copies.
    await page.getByRole('button', { name: 'Remove all my data from this device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove all your data from this device?' });
    await dialog.getByRole('button', { name: 'Remove all' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Nothing sent from this device yet.').waitFor();
    await page.getByText('All your data was removed from this device.').waitFor();
    expect(await savedUrls(page)).not.toContain(detailUrl);
    await page.reload();
    await page.getByText('Nothing sent from this device yet.').waitFor();
  } finally {
    await context.close();
    await proxy.close();
  }
}, 180_000);
