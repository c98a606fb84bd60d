import type { BrowserContext } from 'playwright-core';
import { expect, test } from 'vitest';

import { browserForThisFile, siteForThisFile } from './harness';
import { enquiriesFrom, eventually, openControlled, storeCount, submitEnquiryForm, uniqueEmail } from './offline-support';

/**
 * Delivery by the worker alone, with no page of the app open: Background Sync (Chromium), and the
 * worker's own start, which is what Safari and Firefox (no Background Sync) rely on.
 */
const { baseURL, dataDir } = await siteForThisFile();
const browser = browserForThisFile();

const enquiry = (email: string) => ({
  companyName: 'Coromandel Logistics',
  email,
  phone: '9445012345',
  jobTitle: 'Forklift Driver',
  description: 'Six forklift drivers for our Sriperumbudur warehouse.',
});

/** Submits an enquiry offline, then leaves the app (about:blank): only the worker is left. */
async function submitThenLeave(context: BrowserContext, email: string) {
  const page = await openControlled(context, `${baseURL}/about-us`);
  await context.setOffline(true);
  await submitEnquiryForm(page, enquiry(email));
  await page.getByRole('dialog', { name: 'Start Recruiting Now' }).waitFor({ state: 'hidden' });
  expect(await storeCount(page, 'outbox')).toBe(1);
  const cdp = await context.newCDPSession(page);
  await page.goto('about:blank');
  return { page, cdp };
}

test('with no page of the app open, the worker delivers a kept submission when the connection returns (Background Sync)', async () => {
  const email = uniqueEmail('sync.enquiry');
  const context = await browser.newContext();
  try {
    await submitThenLeave(context, email);
    await context.setOffline(false);
    expect(await eventually(() => enquiriesFrom(dataDir, email) > 0, 30_000)).toBe(true);
    expect(enquiriesFrom(dataDir, email)).toBe(1);
  } finally {
    await context.close();
  }
});

test('without Background Sync (Safari, Firefox), the worker delivers a kept submission when it starts', async () => {
  const email = uniqueEmail('start.enquiry');
  const context = await browser.newContext();
  // This browser context behaves like one without Background Sync: the page cannot register it.
  await context.addInitScript(() => {
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  });
  try {
    const { cdp } = await submitThenLeave(context, email);
    // Online again (before stopping the worker: Playwright's setOffline waits on every worker).
    await context.setOffline(false);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(enquiriesFrom(dataDir, email), 'nothing can send it yet: no page, no sync, worker stopped').toBe(0);

    await cdp.send('ServiceWorker.startWorker', { scopeURL: `${baseURL}/` });
    expect(await eventually(() => enquiriesFrom(dataDir, email) > 0, 30_000)).toBe(true);
    expect(enquiriesFrom(dataDir, email)).toBe(1);
  } finally {
    await context.close();
  }
});
