import type { Page } from 'playwright-core';

/** What a first visit asked of the network, by the page's own Resource Timing entries. */
export interface FirstVisit {
  /** Every request the page made (its document included), images aside. */
  requests: number;
  /** Script requests (modules and their preloads: one file, one request). */
  scripts: number;
  /** JavaScript transferred (response bodies as sent, with their headers). */
  jsBytes: number;
  /** Each counted request: `<bytes> <path>`, for a failure's message. */
  files: string[];
}

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg|ico)(\?|$)/;
const SCRIPT = /\.m?js(\?|$)/;

/**
 * Opens `url` in `page` (a fresh context: nothing cached, no worker) and waits until the page is
 * idle: loaded, then its service worker active, which it registers only once the page has loaded
 * and the browser is idle (src/features/offline/serviceWorker.ts), after the parts fetched when
 * idle have been asked for. Then reads the page's Resource Timing: its own requests only, so the
 * worker's precache (fetched by the worker) is not among them.
 */
export async function firstVisit(page: Page, url: string): Promise<FirstVisit> {
  await page.goto(url, { waitUntil: 'load' });
  const entries = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // One more idle callback: whatever else was scheduled for idle time has been started by then.
    await new Promise((resolve) => requestIdleCallback(resolve));
    const navigation = performance.getEntriesByType('navigation');
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [...navigation, ...resources].map((entry) => ({
      name: entry.name,
      transferSize: (entry as PerformanceResourceTiming).transferSize,
    }));
  });
  const counted = entries.filter((entry) => !IMAGE.test(new URL(entry.name).pathname));
  const scripts = counted.filter((entry) => SCRIPT.test(new URL(entry.name).pathname));
  return {
    requests: counted.length,
    scripts: scripts.length,
    jsBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
    files: counted.map((entry) => `${String(entry.transferSize).padStart(7)} ${new URL(entry.name).pathname}`),
  };
}
