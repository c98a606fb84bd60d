import { rmSync } from 'node:fs';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { demoJobs } from '../../server/seed/demoData';
import { resourcePaths } from '../../src/contract/paths';
import { applicationsClosed, chennaiDate } from '../../src/domain/applicationDates';
import { routes } from '../../src/domain/routes';
import { formatDate } from '../../src/i18n/format/formatDate';
import {
  browserForThisFile,
  checkAccessibility,
  dataDirSeededOn,
  fetchContent,
  formatViolations,
  type ServerInstance,
  type SiteContent,
  siteForThisFile,
  startExtraServer,
  withPage,
} from './harness';
import { openControlled } from './offline-support';

/**
 * docs/PRODUCT.md "Share" and "Application dates": the Share button of the job, company and
 * article pages (the browser's share sheet, else the link copied), the link it passes on opening
 * the same page, the demo jobs open today, and a job whose end date has passed saying so.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();
let content: SiteContent;

beforeAll(async () => {
  content = await fetchContent(baseURL);
});

interface DetailCase {
  what: string;
  path: string;
  id: number;
  title: string;
}

function detailCases(): DetailCase[] {
  const job = content.jobs[2];
  const company = content.companies[1];
  const article = content.articles[0];
  if (!job || !company || !article) throw new Error('the seeded database lacks a job, company or article');
  return [
    { what: 'job', path: routes.jobDetails, id: job.id, title: job.title },
    { what: 'company', path: routes.companyDetails, id: company.id, title: company.name },
    { what: 'article', path: routes.articleDetails, id: article.id, title: article.title },
  ];
}

/** Waits until the button reading `text` is the app's (hydrated), so a press does something. */
async function waitForButton(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (label) =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent?.trim() === label && Object.keys(button).some((key) => key.startsWith('__reactProps$')),
      ),
    text,
    { timeout: 30_000 },
  );
}

/** Opens a detail page and waits until its Share button is hydrated. */
async function openDetail(page: Page, item: DetailCase): Promise<void> {
  await page.goto(`${baseURL}${item.path}?id=${item.id}`);
  await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
  await waitForButton(page, 'Share');
}

/** A browser with a share sheet: navigator.share records what it was given (and can be told to be cancelled). */
async function withShareSheet(context: BrowserContext, outcome: 'share' | 'cancel'): Promise<void> {
  await context.addInitScript((cancel: boolean) => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return cancel ? Promise.reject(new DOMException('Share canceled', 'AbortError')) : Promise.resolve();
      },
    });
  }, outcome === 'cancel');
}

/** A browser without a share sheet (desktop Linux Chromium has none; removed anyway, to be sure). */
async function withoutShareSheet(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
}

const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);

describe('Share', () => {
  test('opens the share sheet with the title and the canonical ?id= link, on the job, company and article pages', async () => {
    await withPage(browser, 1280, async (page, context) => {
      await withShareSheet(context, 'share');
      for (const item of detailCases()) {
        await openDetail(page, item);
        await page.getByRole('button', { name: 'Share' }).click();
        await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
        const [data] = await sharedData(page);
        expect(data, item.what).toMatchObject({ title: item.title, url: `${baseURL}${item.path}?id=${item.id}` });
        expect(data?.text, item.what).toBeTruthy();
      }
    });
  });

  test('a cancelled share sheet is no error: no notice, and Share works again', async () => {
    await withPage(browser, 1280, async (page, context) => {
      await withShareSheet(context, 'cancel');
      const [item] = detailCases();
      if (!item) throw new Error('no detail page');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openDetail(page, item);
      const share = page.getByRole('button', { name: 'Share' });
      await share.click();
      await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
      await share.click();
      await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 2);
      expect(await page.getByText('Link copied').count()).toBe(0);
      expect(await page.getByText('Could not copy the link').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  test('without a share sheet the link is copied ("Link copied"), and the copied link opens the same page', async () => {
    await withPage(browser, 1280, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await withoutShareSheet(context);
      for (const item of detailCases()) {
        await openDetail(page, item);
        // Something else on the clipboard first, so the check below sees this press's copy.
        await page.evaluate(() => navigator.clipboard.writeText('before'));
        await page.getByRole('button', { name: 'Share' }).click();
        await page.getByText('Link copied').first().waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied, item.what).toBe(`${baseURL}${item.path}?id=${item.id}`);

        const opened = await context.newPage();
        await opened.goto(copied);
        await opened.getByRole('heading', { level: 1, name: item.title }).waitFor();
        expect(await opened.locator('meta[property="og:url"]').getAttribute('content')).toBe(copied);
        expect(await opened.locator('meta[property="og:title"]').getAttribute('content')).toBe(
          `${item.title} | Sr Technologies Jobs`,
        );
        await opened.close();
      }
    });
  });

  test('where the Clipboard API is missing (a page over plain http), the link is still copied', async () => {
    await withPage(browser, 1280, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await withoutShareSheet(context);
      const reader = await context.newPage();
      await reader.goto(`${baseURL}/our-contact`);
      await reader.evaluate(() => navigator.clipboard.writeText('before'));
      // Only the page under test loses the API (the reader above reads the clipboard afterwards).
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
      });
      const [item] = detailCases();
      if (!item) throw new Error('no detail page');
      await openDetail(page, item);
      expect(await page.evaluate(() => navigator.clipboard === undefined)).toBe(true);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText('Link copied').first().waitFor();
      expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${item.path}?id=${item.id}`);
    });
  });

  test('works offline too: its code is in the saved app', async () => {
    await withPage(browser, 1280, async (_, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await withoutShareSheet(context);
      const [item] = detailCases();
      if (!item) throw new Error('no detail page');
      const page = await openControlled(context, `${baseURL}${item.path}?id=${item.id}`);
      await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
      await waitForButton(page, 'Share');
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Share' }).click();
      await page.getByText('Link copied').first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${item.path}?id=${item.id}`);
    });
  });

  test.each([360, 1280])(
    'the job, company and article pages with Share have no accessibility violations at %i px',
    async (width) => {
      await withPage(browser, width, async (page) => {
        for (const item of detailCases()) {
          await openDetail(page, item);
          const violations = await checkAccessibility(page);
          expect(violations, `${item.what}: ${formatViolations(violations)}`).toEqual([]);
        }
      });
    },
  );
});

interface DatedJob {
  id: number;
  jobname: string;
  end: string;
}

/** A job's application end date, as the API answers it. */
async function endDateOf(origin: string, id: number): Promise<string> {
  const job = (await (await fetch(`${origin}${resourcePaths.jobs}/${id}`)).json()) as { application_enddate: string };
  return job.application_enddate;
}

describe('application dates', () => {
  test('the demo jobs, seeded when the server started, are all open today', async () => {
    const today = chennaiDate(Date.now());
    // The seed wrote the demo jobs first, into an empty database (ids 1 to n); other test files add
    // jobs of their own to the same server, with dates of their own.
    const seeded = content.jobs.filter((job) => job.id <= demoJobs.length);
    expect(seeded.length, 'the demo jobs are listed').toBeGreaterThan(0);
    for (const job of seeded) {
      const detail = (await (await fetch(`${baseURL}${resourcePaths.jobs}/${job.id}`)).json()) as {
        application_startdate: string;
        application_enddate: string;
      };
      expect(detail.application_startdate <= today, `${job.title} opened by ${today}`).toBe(true);
      expect(
        applicationsClosed(detail.application_enddate, Date.now()),
        `${job.title} closes ${detail.application_enddate}`,
      ).toBe(false);
    }
    const [job] = content.jobs;
    if (!job) throw new Error('no jobs');
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${baseURL}${routes.jobDetails}?id=${job.id}`);
      await waitForButton(page, 'Apply Now');
      expect(await page.getByText('Applications closed').count()).toBe(0);
    });
  });
});

describe('a job whose end date has passed', () => {
  // A server of its own on a database seeded 40 days ago: its demo jobs closing sooner than that have closed, the others not.
  let server: ServerInstance | undefined;
  let dataDir = '';
  let closed: DatedJob;
  let open: DatedJob;

  beforeAll(async () => {
    dataDir = await dataDirSeededOn(new Date(Date.now() - 40 * 86_400_000));
    server = await startExtraServer({ dataDir });
    const origin = server.baseURL;
    const jobs = (await (await fetch(`${origin}${resourcePaths.jobs}`)).json()) as { id: number; jobname: string }[];
    const dated = await Promise.all(jobs.map(async (job) => ({ ...job, end: await endDateOf(origin, job.id) })));
    const firstClosed = dated.find((job) => applicationsClosed(job.end, Date.now()));
    const firstOpen = dated.find((job) => !applicationsClosed(job.end, Date.now()));
    if (!firstClosed || !firstOpen) throw new Error('the back-dated seed should hold closed and open jobs');
    [closed, open] = [firstClosed, firstOpen];
  });
  afterAll(async () => {
    await server?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const origin = () => {
    if (!server) throw new Error('no server');
    return server.baseURL;
  };

  test.each([360, 1280])(
    'at %i px: its page says when applications closed, beside an Apply Now that still opens the form',
    async (width) => {
      await withPage(browser, width, async (page) => {
        const hydrationErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
        });
        await page.goto(`${origin()}${routes.jobDetails}?id=${closed.id}`);
        const note = page.getByText(`Applications closed on ${formatDate(closed.end)}`);
        await note.waitFor();
        const apply = page.getByRole('button', { name: 'Apply Now', exact: true });
        expect(await apply.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
        const violations = await checkAccessibility(page);
        expect(violations, formatViolations(violations)).toEqual([]);
        await waitForButton(page, 'Apply Now');
        // The browser took over the server's HTML, note and all, without drawing it again.
        expect(hydrationErrors).toEqual([]);
        await apply.click();
        await page.getByRole('dialog', { name: `Apply for ${closed.jobname}` }).waitFor();
      });
    },
  );

  test('a job of the same board still open says nothing of closing', async () => {
    await withPage(browser, 1280, async (page) => {
      await page.goto(`${origin()}${routes.jobDetails}?id=${open.id}`);
      await waitForButton(page, 'Apply Now');
      expect(await page.getByText('Applications closed').count()).toBe(0);
    });
  });
});
