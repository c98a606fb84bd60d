import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { type Language, pathInLanguage } from '../../src/domain/languages';
import { browserForThisFile, fetchArticles, fetchCompanies, fetchJobs, siteForThisFile } from './harness';
import { E2E_TMP_DIR } from './harness/paths';
import { catalogueTexts } from './languages-support';
import { type LayoutProblem, screenProblems } from './layout-matrix-check';
import { eventually } from './offline-support';

/**
 * Nothing off-screen: every public page, in every language, at phone, tablet and desktop widths,
 * with the header at its fullest ("Install app", "Waiting to send 1" and a saved job's count all
 * showing). For each screen one page.evaluate (layout-matrix-check.ts) reports what is wrong: a page
 * wider than the window, a control outside it or lying over another control, text cut inside its
 * box, a header control off the header's row, a menu button out of reach. Each language walks every
 * route on one page, resizing it through the widths, and reports every problem at once.
 */
const { baseURL } = await siteForThisFile();
const browser = browserForThisFile();

const LANGUAGES_TESTED: readonly Language[] = ['en', 'ta', 'hi'];
const WIDTHS = [320, 360, 390, 430, 768, 1280] as const;
const HEIGHT = 800;
/** An iPhone browser tab: the header offers "Install app" (its how-to) without the browser's event. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** Far enough ahead that no trigger delivers the waiting item while the test runs (serverWaitUntil). */
const NEVER_BEFORE = Date.UTC(2100, 0, 1);

let routes: string[] = [];
let context: BrowserContext;

/** The public routes walked (beforeAll lists them, with a real job, company and article id). */
const ROUTES_WALKED = 13;
const MATRIX = `${ROUTES_WALKED} routes x ${LANGUAGES_TESTED.length} languages x ${WIDTHS.length} widths`;

/**
 * Puts one waiting enquiry in the outbox and one job in the saved jobs, straight into the app's
 * IndexedDB once the app has created both databases: the header then shows its badge and count.
 */
async function seedDevice(page: Page, job: { id: number } & Record<string, unknown>): Promise<void> {
  await page.goto(`${baseURL}/`);
  // Retried until both databases exist with their stores (the app creates them after hydration);
  // it never opens a database that does not exist yet, which would create it without its stores.
  const seed = () =>
    page.evaluate(
      async ({ job, until }) => {
        const names = (await indexedDB.databases()).map((database) => database.name);
        if (!names.includes('sr-jobs-offline') || !names.includes('sr-jobs-personal')) return false;
        const open = (name: string) =>
          new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const put = async (name: string, store: string, value: unknown): Promise<boolean> => {
          const database = await open(name);
          try {
            if (!database.objectStoreNames.contains(store)) return false;
            await new Promise<void>((resolve, reject) => {
              const tx = database.transaction(store, 'readwrite');
              tx.objectStore(store).put(value);
              tx.oncomplete = () => resolve();
              tx.onerror = () => reject(tx.error);
            });
            return true;
          } finally {
            database.close();
          }
        };
        const now = Date.now();
        const waiting = await put('sr-jobs-offline', 'outbox', {
          idempotencyKey: 'layout-matrix-waiting',
          kind: 'enquiry',
          fields: { companyName: 'Anna Nagar Textiles', name: 'Meena', email: 'meena@example.com', phone: '9840012345' },
          resume: null,
          resumeFileName: null,
          createdAt: now,
          attempts: 0,
          lastError: null,
          status: 'waiting',
          nextAttemptAt: until,
          serverWaitUntil: until,
        });
        return waiting && (await put('sr-jobs-personal', 'savedJobs', { id: job.id, job, savedAt: now, removedAt: null }));
      },
      { job, until: NEVER_BEFORE },
    );
  if (!(await eventually(seed, 30_000, 250))) throw new Error('the app did not create its databases within 30 s');
}

beforeAll(async () => {
  const [jobs, companies, articles] = await Promise.all([fetchJobs(baseURL), fetchCompanies(baseURL), fetchArticles(baseURL)]);
  const [job] = jobs;
  const [company] = companies;
  const [article] = articles;
  if (!job || !company || !article) throw new Error('the seeded database has jobs, companies and articles');
  routes = [
    '/',
    '/find-jobs',
    '/find-filtered-jobs',
    '/about-us',
    '/employers-list',
    '/blogs-list',
    '/our-contact',
    `/showjobdetails?id=${job.id}`,
    `/showcompanydetails?id=${company.id}`,
    `/showblogdetails?id=${article.id}`,
    '/saved-jobs',
    '/my-applications',
    '/no-such-page',
  ];
  if (routes.length !== ROUTES_WALKED) throw new Error(`ROUTES_WALKED says ${ROUTES_WALKED}, the list holds ${routes.length}`);
  context = await browser.newContext({ userAgent: IPHONE_SAFARI, viewport: { width: WIDTHS[0], height: HEIGHT } });
  const page = await context.newPage();
  const { id, image, title, companyName, location, jobType, experience, salary } = job;
  await seedDevice(page, { id, image, title, companyName, location, jobType, experience, salary });
  await page.close();
});

afterAll(async () => {
  await context?.close();
});

/** Scrolls through the page so lazy parts (images, the footer, the enquiry block) load and settle. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
}

/** Opens `path` in `language` and waits until the header shows all three of its extra items. */
async function openWithFullHeader(page: Page, language: Language, path: string): Promise<void> {
  const t = catalogueTexts(language);
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(`${baseURL}${pathInLanguage(path, language)}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const header = page.locator('header');
  await header.getByRole('button', { name: t('install.button'), exact: true }).waitFor();
  await header.getByRole('button', { name: new RegExp(`^${t('outbox.badge')}`) }).waitFor();
  await header.locator('[data-device-count]', { hasText: '1' }).waitFor();
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
}

/** Waits until the layout has answered a resize (two frames). */
function settled(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

function describeProblem(language: Language, path: string, width: number, problem: LayoutProblem): string {
  return `${language} ${path} @${width}px: ${problem}`;
}

describe('a first visit: the plain header (no install offer, nothing waiting) fits too', () => {
  // The full header hides the logo's words on phones; the plain one keeps them, so it is checked
  // on its own: the home page in each language at each width, on a fresh device.
  test(`home in ${LANGUAGES_TESTED.join(', ')} at ${WIDTHS.join(', ')} px`, async () => {
    const plain = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
    const problems: string[] = [];
    try {
      const page = await plain.newPage();
      for (const language of LANGUAGES_TESTED) {
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await page.goto(`${baseURL}${pathInLanguage('/', language)}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await settled(page);
          for (const problem of await screenProblems(page))
            problems.push(describeProblem(language, '/ (plain header)', width, problem));
        }
      }
    } finally {
      await plain.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 300_000);
});

describe(`every public page, nothing off-screen (${MATRIX})`, () => {
  for (const language of LANGUAGES_TESTED) {
    test(`${language}: ${ROUTES_WALKED} routes x ${WIDTHS.length} widths (${WIDTHS.join(', ')} px), install offer, waiting item and saved count showing`, async () => {
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        for (const path of routes) {
          await openWithFullHeader(page, language, path);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: HEIGHT });
            await settled(page);
            for (const problem of await screenProblems(page)) problems.push(describeProblem(language, path, width, problem));
          }
        }
        // The menu button answers a tap at the narrowest width (the check above found it unobstructed).
        await openWithFullHeader(page, language, '/');
        const t = catalogueTexts(language);
        const menu = page.getByRole('navigation', { name: t('nav.menu') });
        try {
          await page.getByRole('button', { name: t('nav.openMenu') }).click({ timeout: 10_000 });
          await menu.waitFor({ state: 'visible', timeout: 10_000 });
          await page.getByRole('button', { name: t('nav.closeMenu') }).click({ timeout: 10_000 });
          await menu.waitFor({ state: 'hidden', timeout: 10_000 });
        } catch (error) {
          problems.push(
            `${language} / @${WIDTHS[0]}px: a tap on the menu button did not open and close the menu (${String(error).split('\n')[0]})`,
          );
        }
        if (language === 'ta') {
          // For a person to look at: the header with every item at 320 px (not compared).
          mkdirSync(E2E_TMP_DIR, { recursive: true });
          await page.locator('header').screenshot({ path: join(E2E_TMP_DIR, 'header-ta-320.png') });
        }
      } finally {
        await page.close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }, 600_000);
  }
});
