import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import type { Browser } from 'playwright-core';

import { firstVisit } from '../tests/e2e/bundle/firstVisit';
import { launchBrowser } from '../tests/e2e/harness/browser';
import { buildApp } from '../tests/e2e/harness/build';
import { startServer } from '../tests/e2e/harness/server';
import { benchLanguages, onlyPages, type SitePage, sitePages } from './sitePages';

/**
 * `npm run bench:ready-offline [-- --runs 3 --lang en,ta,hi --only find --dist <folder>]`: for a
 * first visitor of each page (a fresh browser context: nothing cached, no worker),
 * 1. what the visit asks of the network until the page is idle (its worker active): requests apart
 *    from images, script requests and JavaScript transferred, from the page's own Resource Timing
 *    (tests/e2e/bundle/firstVisit.ts; the worker's precache is the worker's, not counted);
 * 2. on Lighthouse's mobile profile (slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up;
 *    the CPU slowed 4 times), the time from the page's load event to "Ready to use offline" (the
 *    notice shown when the site's first worker has stored the site).
 * Median of `--runs`. It prints; it never fails on a figure (the machine is shared and noisy).
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    lang: { type: 'string' },
    dist: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
/** Lighthouse's mobile preset (its "slow 4G" and 4x CPU), applied to the browser for real. */
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const READY_TEXTS = ['Ready to use offline', 'இணைய இணைப்பு இல்லாமலும் பயன்படுத்தத் தயார்', 'इंटरनेट के बिना इस्तेमाल के लिए तैयार'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Milliseconds from the load event to the ready-offline notice, on the mobile profile. */
async function readyOfflineMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    // The notice's moment, taken by the page itself as the text appears.
    await page.addInitScript((texts: string[]) => {
      new MutationObserver((_records, observer) => {
        if (texts.some((text) => document.body?.textContent?.includes(text))) {
          (window as unknown as { readyAt: number }).readyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, READY_TEXTS);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => 'readyAt' in window, undefined, { timeout: 180_000 });
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (window as unknown as { readyAt: number }).readyAt - (navigation?.loadEventEnd ?? 0);
    });
  } finally {
    await context.close();
  }
}

const app = values.dist ? { distDir: values.dist, temporary: false } : await buildApp();
const site = await startServer({ distDir: app.distDir, forwardStderr: false });
const browser = await launchBrowser();
try {
  const pages: SitePage[] = onlyPages(await sitePages(site.baseURL, benchLanguages(values.lang)), values.only);
  const rows: string[] = [];
  for (const sitePage of pages) {
    const context = await browser.newContext();
    const visit = await firstVisit(await context.newPage(), sitePage.url);
    await context.close();
    const ready: number[] = [];
    for (let run = 0; run < RUNS; run++) ready.push(await readyOfflineMs(browser, sitePage.url));
    rows.push(
      `${sitePage.label.padEnd(34)} ${String(visit.requests).padStart(8)} ${String(visit.scripts).padStart(7)} ${(visit.jsBytes / 1000).toFixed(1).padStart(9)} ${(median(ready) / 1000).toFixed(1).padStart(13)}   ${ready.map((ms) => (ms / 1000).toFixed(1)).join(' ')}`,
    );
    console.error(`${sitePage.label} done`);
  }
  console.log(
    `\nFirst visit until idle (requests apart from images), and load to "Ready to use offline" on the mobile profile (median of ${RUNS}; each run after it)\n`,
  );
  console.log(`${'page'.padEnd(34)} requests scripts    JS (KB)  ready (s)      runs`);
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await site.dispose();
  if (app.temporary) await rm(app.distDir, { recursive: true, force: true });
}
