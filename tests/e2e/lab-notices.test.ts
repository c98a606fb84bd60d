import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { browserForThisFile, fetchJobs, siteForThisFile } from './harness';
import { eventually, openControlled, submitEnquiryForm, uniqueEmail } from './offline-support';

/**
 * Issue 40, points 7 and 8: the network lab's form after a reload, notices that leave the page's
 * controls alone, no technical error text, each language's manifest, and the offline-ready notice.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

/** Words of the browser's and HTTP's errors that no visitor should read. */
const TECHNICAL = /Failed to fetch|TypeError|Network ?error|NetworkError|status \d{3}/i;

test("the lab's form shows the running simulation's settings after a reload, not the default choice", async () => {
  const context = await browser.newContext();
  try {
    const page = await openControlled(context, `${baseURL}/network-lab`);
    const simulate = page.getByLabel('Simulate');
    await expect
      .poll(() => simulate.evaluate((select) => Object.keys(select).some((key) => key.startsWith('__reactProps$'))), {
        timeout: 30_000,
      })
      .toBe(true);
    await simulate.selectOption({ label: 'Server busy' });
    await page.getByLabel('Retry-After').selectOption({ label: '120 s' });
    await page.getByLabel('Stop by itself after').selectOption({ label: '30 minutes' });
    await page.getByRole('button', { name: 'Start simulation' }).click();
    await page.getByText(/^On: Server busy/).waitFor();

    await page.reload();
    await page.getByText(/^On: Server busy/).waitFor();
    await expect.poll(() => page.getByLabel('Simulate').inputValue(), { timeout: 30_000 }).toBe('busy');
    expect(await page.getByLabel('Retry-After').inputValue()).toBe('120');
    expect(await page.getByLabel('Stop by itself after').inputValue()).toBe(String(30 * 60_000));
  } finally {
    await context.close();
  }
}, 120_000);

/** A delivery of a kept submission, told as another tab or the worker tells it (the outbox's channel). */
function announceDelivery(page: Page, index: number): Promise<void> {
  return page.evaluate((n) => {
    const channel = new BroadcastChannel('sr-jobs-outbox');
    channel.postMessage({
      type: 'delivered',
      idempotencyKey: `lab-notices-${n}`,
      kind: 'enquiry',
      title: `Recruiting enquiry from Tester ${n}`,
      subject: `Tester ${n}`,
      waited: true,
    });
    channel.close();
  }, index);
}

/** Whether a tap at the centre of the element lands on it (not on something lying over it). */
function tapLandsOn(page: Page, selector: string, nth: number): Promise<boolean> {
  return page.evaluate(
    ({ selector, nth }) => {
      const element = document.querySelectorAll(selector)[nth];
      if (!element) return false;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    },
    { selector, nth },
  );
}

test('on a phone, delivery notices keep coming one at a time and Apply Now stays tappable', async () => {
  const [job] = await fetchJobs(baseURL);
  if (!job) throw new Error('the seeded database has jobs');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
    const apply = page.getByRole('button', { name: 'Apply Now' }).first();
    await apply.waitFor();
    await apply.evaluate((button) => button.setAttribute('data-test-apply', ''));

    // The notices' code loads once the page is idle: announce until the first notice shows.
    let sent = 0;
    const first = await eventually(
      async () => {
        await announceDelivery(page, (sent += 1));
        return (await page.getByText('Delivered', { exact: true }).count()) > 0;
      },
      60_000,
      500,
    );
    expect(first, 'a delivery notice shows').toBe(true);
    for (let burst = 0; burst < 5; burst += 1) await announceDelivery(page, (sent += 1));

    // While the queued notices take their turns: never more than one in view, and Apply Now takes the tap.
    for (let round = 0; round < 4; round += 1) {
      await page.getByText('Delivered', { exact: true }).first().waitFor();
      // One notice, and at most the one leaving beside it for its exit's quarter second.
      expect(await page.getByText('Delivered', { exact: true }).count()).toBeLessThanOrEqual(2);
      await apply.scrollIntoViewIfNeeded();
      expect(await tapLandsOn(page, '[data-test-apply]', 0), `round ${round}: a tap on Apply Now lands on it`).toBe(true);
      await announceDelivery(page, (sent += 1));
    }
    await apply.click({ timeout: 10_000 });
    await page.getByRole('dialog', { name: /^Apply for/ }).waitFor();
  } finally {
    await context.close();
  }
}, 180_000);

test('with the server unreachable, a kept enquiry is explained in plain words, never the browser\u2019s error', async () => {
  // No worker, and every submission cut on its way: what a phone meets when the server is down.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.route(/\/api\//, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.goto(`${baseURL}/`);
    await submitEnquiryForm(page, {
      companyName: 'Lab Testers',
      email: uniqueEmail('lab.notices.enquiry'),
      phone: '9876543210',
      jobTitle: 'Quality Analyst',
      description: 'Checking the words a failed delivery shows.',
    });
    await page
      .getByText(/The server could not be reached or did not answer/)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /^Waiting to send/ }).click();
    const panel = page.getByRole('dialog', { name: 'Waiting to be sent' });
    await panel.getByText(/Last try: The server could not be reached\./).waitFor({ timeout: 30_000 });
    expect(await page.locator('body').innerText()).not.toMatch(TECHNICAL);
  } finally {
    await context.close();
  }
}, 180_000);

test("each language's page links its own manifest, which names its language and home page", async () => {
  const expected = [
    { path: '/find-jobs', manifest: '/manifest.webmanifest', lang: 'en-IN', start: '/' },
    { path: '/ta/find-jobs', manifest: '/manifest-ta.webmanifest', lang: 'ta-IN', start: '/ta' },
    { path: '/hi/find-jobs', manifest: '/manifest-hi.webmanifest', lang: 'hi-IN', start: '/hi' },
  ];
  const page = await browser.newPage();
  try {
    for (const { path, manifest, lang, start } of expected) {
      await page.goto(`${baseURL}${path}`);
      expect(await page.locator('link[rel="manifest"]').getAttribute('href'), path).toBe(manifest);
      const response = await fetch(`${baseURL}${manifest}`);
      expect(response.status, manifest).toBe(200);
      expect(response.headers.get('content-type'), manifest).toMatch(/manifest\+json/);
      const body = (await response.json()) as { lang: string; start_url: string; dir: string; name: string };
      expect(body, manifest).toMatchObject({ lang, start_url: start, dir: 'ltr', name: 'Sr Technologies Jobs' });
    }
  } finally {
    await page.close();
  }
});

test('after a first visit the site says once that it is ready to use offline, and not on the next visit', async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.getByText('Ready to use offline').waitFor({ timeout: 90_000 });

    await page.goto(`${baseURL}/find-jobs`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The strip that would tell it is drawn, the worker is ready and the page is settled.
    await page.locator('[role="status"][aria-live="polite"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect(await page.getByText('Ready to use offline').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('sr-jobs-offline-ready-told'))).not.toBeNull();
  } finally {
    await context.close();
  }
}, 150_000);
