import type { Browser, BrowserContext, Page } from 'playwright-core';

import { openControlled } from '../tests/e2e/offline-support';

/**
 * Repeat visits (docs/OFFLINE.md, "Repeat visits"): a page already visited, opened again with the
 * worker in place, offline and online. Timed inside the page, from the navigation's start to the
 * first animation frame whose page (#root: not the data block the server adds beside it) holds the
 * content (a featured job's title on the home page, the job's title on its detail page), and to
 * DOMContentLoaded.
 */
export interface RepeatVisitTarget {
  label: string;
  path: string;
  /** A text that is on screen only once the page's data is (not in the shell). */
  text: string;
}

export interface RepeatVisitFigures {
  target: RepeatVisitTarget;
  online: boolean;
  /** True: the page saved on the device; false: as before it, without one (the shell offline, the network online). */
  saved: boolean;
  content: number[];
  domContentLoaded: number[];
  /** The browser's first contentful paint: the shell's header on the plain shell, the page itself on a saved page. */
  firstContentfulPaint: number[];
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** One navigation: ms from its start to the content on screen, and to DOMContentLoaded. */
async function timeOneVisit(
  page: Page,
  url: string,
  text: string,
): Promise<{ content: number | null; dcl: number | null; fcp: number | null }> {
  await page.goto(url, { waitUntil: 'commit' });
  const content = await page
    .waitForFunction(
      (wanted) => ((document.getElementById('root')?.textContent ?? '').toLowerCase().includes(wanted) ? performance.now() : 0),
      normalise(text),
      {
        polling: 'raf',
        timeout: 15_000,
      },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  const { dcl, fcp } = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { dcl: entry?.domContentLoadedEventEnd ?? null, fcp: paint?.startTime ?? null };
  });
  // Let the page's own refetch (and the worker's revalidation) settle before the next run.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return { content, dcl, fcp };
}

const SAVED_PAGES_PREFIX = 'sr-jobs-pages-';

/** Whether the worker holds a saved copy of `url`. */
const isSaved = (page: Page, url: string): Promise<boolean> =>
  page.evaluate(
    async ({ prefix, address }) => {
      for (const name of await caches.keys()) {
        if (name.startsWith(prefix) && (await (await caches.open(name)).match(address))) return true;
      }
      return false;
    },
    { prefix: SAVED_PAGES_PREFIX, address: url },
  );

/** Drops the saved pages: the next navigation is answered as before they existed. */
const forgetSavedPages = (page: Page): Promise<void> =>
  page.evaluate(async (prefix) => {
    for (const name of await caches.keys()) if (name.startsWith(prefix)) await caches.delete(name);
  }, SAVED_PAGES_PREFIX);

/** Makes sure the worker holds a saved copy of `url` (visiting it online if needed), then goes back to `online`; false if it never does. */
async function ensureSaved(context: BrowserContext, page: Page, url: string, online: boolean): Promise<boolean> {
  if (await isSaved(page, url)) return true;
  await context.setOffline(false);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  for (let tries = 0; tries < 50 && !(await isSaved(page, url)); tries += 1) await page.waitForTimeout(100);
  await context.setOffline(!online);
  return isSaved(page, url);
}

/**
 * Visits every target once online (so it is "already visited"), then times `runs` repeat visits of
 * each, offline and online, each with the saved page and, right after it, without (the saved
 * pages dropped first: the way before them), so both meet the same load on a shared machine.
 */
export async function benchRepeatVisits(
  browser: Browser,
  baseURL: string,
  targets: RepeatVisitTarget[],
  runs: number,
): Promise<RepeatVisitFigures[]> {
  const context = await browser.newContext();
  const figures: RepeatVisitFigures[] = [];
  try {
    const page = await openControlled(context, `${baseURL}/`);
    for (const target of targets) {
      await page.goto(`${baseURL}${target.path}`);
      await page.waitForLoadState('networkidle');
    }
    for (const online of [false, true]) {
      await context.setOffline(!online);
      for (const target of targets) {
        const url = `${baseURL}${target.path}`;
        const empty = (saved: boolean): RepeatVisitFigures => ({
          target,
          online,
          saved,
          content: [],
          domContentLoaded: [],
          firstContentfulPaint: [],
        });
        const withSaved = empty(true);
        const without = empty(false);
        for (let run = 0; run < runs; run += 1) {
          for (const result of [withSaved, without]) {
            // A build without saved pages (an older one, --dist) has no "saved" figures.
            if (result.saved && !(await ensureSaved(context, page, url, online))) continue;
            if (!result.saved) await forgetSavedPages(page);
            const { content, dcl, fcp } = await timeOneVisit(page, url, target.text);
            if (content !== null) result.content.push(content);
            if (dcl !== null) result.domContentLoaded.push(dcl);
            if (fcp !== null) result.firstContentfulPaint.push(fcp);
          }
        }
        figures.push(withSaved, without);
      }
    }
  } finally {
    await context.close();
  }
  return figures;
}
