import type { Browser, Page } from 'playwright-core';

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

/** Visits every target once online (so it is "already visited"), then times `runs` repeat visits of each, offline and online. */
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
        const result: RepeatVisitFigures = { target, online, content: [], domContentLoaded: [], firstContentfulPaint: [] };
        for (let run = 0; run < runs; run += 1) {
          const { content, dcl, fcp } = await timeOneVisit(page, `${baseURL}${target.path}`, target.text);
          if (content !== null) result.content.push(content);
          if (dcl !== null) result.domContentLoaded.push(dcl);
          if (fcp !== null) result.firstContentfulPaint.push(fcp);
        }
        figures.push(result);
      }
    }
  } finally {
    await context.close();
  }
  return figures;
}
