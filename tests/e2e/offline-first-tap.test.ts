import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { pdfFile } from '../fixtures/resumes';
import { browserForThisFile, fetchJobs, siteForThisFile } from './harness';
import { submitApplicationForm } from './offline-support';

const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

const NEEDS_CONNECTION = 'This needs a connection once; try again when you are online';
const ROUTE_ERROR = 'Unexpected Application Error';
/**
 * What a tap opens comes in one chunk (scripts/chunkGroups.ts): both forms, the question asked
 * before applying again and the outbox panel, fetched ahead once the page has settled.
 */
const FORM_CHUNKS = /\/assets\/taps-[^/]*\.js$/;

/** A job's page on a first visit: a context of its own, no service worker controlling it. */
async function firstVisit(context: BrowserContext): Promise<{ page: Page; title: string }> {
  const [job] = await fetchJobs(baseURL);
  if (!job) throw new Error('the seeded site has no job');
  const page = await context.newPage();
  await page.goto(`${baseURL}/showjobdetails?id=${job.id}`);
  await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
  // Both buttons are React's (their props are on them): a tap now reaches the app's handlers.
  await page.waitForFunction(
    (labels) =>
      labels.every((label) =>
        Array.from(document.querySelectorAll('button')).some(
          (button) => button.textContent?.trim() === label && Object.keys(button).some((key) => key.startsWith('__reactProps$')),
        ),
      ),
    ['Apply Now', 'Start Recruiting Now'],
    { timeout: 30_000 },
  );
  return { page, title: job.title };
}

/** Taps `button` and waits for what it opened: the form, or the in-place message (never the route error). */
async function tap(page: Page, button: string, dialog: string): Promise<'form' | 'message'> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const form = page.getByRole('dialog', { name: dialog });
  const message = page.getByRole('alert').filter({ hasText: NEEDS_CONNECTION });
  await form.or(message).first().waitFor();
  expect(await page.getByText(ROUTE_ERROR).count()).toBe(0);
  return (await form.isVisible()) ? 'form' : 'message';
}

/**
 * Resolves once both forms' code and the outbox panel's have arrived and nothing else is in flight
 * (what came with the code, the catalogue's forms area, too): call it before the page opens.
 */
async function waitForFormCode(context: BrowserContext): Promise<void> {
  const fetched = new Set<string>();
  const inFlight = new Set<unknown>();
  context.on('request', (request) => inFlight.add(request));
  const settle = (request: { url(): string }) => {
    inFlight.delete(request);
    if (FORM_CHUNKS.test(new URL(request.url()).pathname)) fetched.add(request.url());
  };
  context.on('requestfinished', settle);
  context.on('requestfailed', settle);
  await expect.poll(() => fetched.size === 1 && inFlight.size === 0, { timeout: 60_000 }).toBe(true);
}

describe('a first visit that goes offline', () => {
  test('right after hydration, before any service worker: each tap opens its form or says it needs a connection, with a retry that works', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, title } = await firstVisit(context);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await context.setOffline(true);

      for (const [button, dialog] of [
        ['Apply Now', `Apply for ${title}`],
        ['Start Recruiting Now', 'Start Recruiting Now'],
      ] as const) {
        const opened = await tap(page, button, dialog);
        if (opened === 'message') {
          // Still offline: a retry says the same, and the page stays.
          const message = page.getByRole('alert').filter({ hasText: NEEDS_CONNECTION });
          await context.setOffline(false);
          await message.getByRole('button', { name: 'Retry' }).click();
          await page.getByRole('dialog', { name: dialog }).waitFor();
          await context.setOffline(true);
        }
        expect(await page.getByText(ROUTE_ERROR).count()).toBe(0);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
      }
    } finally {
      await context.close();
    }
  });

  test('once the page has settled, both forms open offline: their code was fetched ahead, not by the tap', async () => {
    // No service worker at all: what opens the forms offline is the prefetch alone.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    try {
      const settled = waitForFormCode(context);
      const { page, title } = await firstVisit(context);
      await settled;
      await context.setOffline(true);

      expect(await tap(page, 'Apply Now', `Apply for ${title}`)).toBe('form');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: `Apply for ${title}` }).waitFor({ state: 'hidden' });
      expect(await tap(page, 'Start Recruiting Now', 'Start Recruiting Now')).toBe('form');
    } finally {
      await context.close();
    }
  });

  test('an application sent offline on a first visit is kept, and the header says it is waiting: no part it needs is missing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    try {
      const settled = waitForFormCode(context);
      const { page, title } = await firstVisit(context);
      await settled;
      await context.setOffline(true);

      await submitApplicationForm(page, {
        fullname: 'Kavya Sundaram',
        mobile: '9840012345',
        email: 'kavya.sundaram@example.test',
        pincode: '600040',
        experience: '2',
        role: 'Accounts Assistant',
        address: '12 Lake View Road, Chennai',
        resume: { name: 'Kavya resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile()) },
      });
      const result = page.getByRole('dialog', { name: 'Saved' });
      await result.waitFor();
      await result.getByRole('button', { name: 'Close Now' }).click();
      await result.waitFor({ state: 'hidden' });
      // The waiting badge (the outbox panel's code) opens its panel, still offline.
      await page.getByRole('button', { name: /^Waiting to send/ }).click();
      await page.getByRole('dialog').filter({ hasText: title }).waitFor();
      expect(await page.getByText(ROUTE_ERROR).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['Apply Now', 'Start Recruiting Now'],
    ['Start Recruiting Now', 'Apply Now'],
  ] as const)(
    'a form whose code cannot be downloaded says so in place on %s, Retry opens it once it can, and then %s opens without the network',
    async (first, other) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      try {
        const block = () => context.route(FORM_CHUNKS, (route) => route.abort('internetdisconnected'));
        await block();
        const { page, title } = await firstVisit(context);
        const dialogOf = (button: string) => (button === 'Apply Now' ? `Apply for ${title}` : 'Start Recruiting Now');

        expect(await tap(page, first, dialogOf(first))).toBe('message');
        const message = page.getByRole('alert').filter({ hasText: NEEDS_CONNECTION });
        // The page is still there around the message.
        await page.getByRole('heading', { level: 1, name: title }).waitFor();

        await context.unrouteAll();
        await message.getByRole('button', { name: 'Retry' }).click();
        await page.getByRole('dialog', { name: dialogOf(first) }).waitFor();
        await message.waitFor({ state: 'detached' });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: dialogOf(first) }).waitFor({ state: 'hidden' });

        // Both forms come in one file (docs/decisions/0014-coarse-chunks.md): the other needs nothing more.
        await block();
        expect(await tap(page, other, dialogOf(other))).toBe('form');
      } finally {
        await context.close();
      }
    },
  );
});
