import { expect, test } from 'vitest';

import { browserForThisFile, layoutShift, siteForThisFile, waitForHydrated, watchLayoutShifts } from './harness';

/**
 * The device's own pages hold still while they read the device (docs/PERFORMANCE.md, "The
 * toolkit's pages"): the server cannot know what this browser keeps, so what it draws must keep
 * the place of what the page shows once it has read IndexedDB or met its service worker. A phone's
 * screen, a first visit (nothing kept, no worker yet), CLS's 0.02 at most.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
const PHONE = { width: 412, height: 823 };

test.each([
  ['/saved-jobs', 'No saved jobs yet.'],
  ['/my-applications', 'Nothing sent from this device yet.'],
])('%s on a first visit: the empty state takes the place of "Loading..." without moving the page', async (path, empty) => {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    await watchLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    await page.getByText(empty).waitFor();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  } finally {
    await context.close();
  }
});

test('/network-lab on a first visit: the form holds still while the service worker installs and takes the page over', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    await watchLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(`${baseURL}/network-lab`);
    await waitForHydrated(page, 'form select');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Start simulation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start simulation' }).isEnabled()).toBe(true);
    expect(await page.getByText("The lab needs the app's service worker").count()).toBe(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  } finally {
    await context.close();
  }
});

test('/network-lab without a service worker says the lab needs one, and its Start is disabled', async () => {
  // Playwright's "block" keeps any worker from registering: `ready` never settles, so the lab
  // gives up waiting for an install (its 20 s grace) and says why it cannot start.
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/network-lab`);
    await page.getByText("The lab needs the app's service worker").waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Start simulation' }).isDisabled()).toBe(true);
  } finally {
    await context.close();
  }
});
