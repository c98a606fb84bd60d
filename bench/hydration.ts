import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import { PAGE_SHOWN_EVENT } from '../src/app/boot/bootContract';
import { launchBrowser } from '../tests/e2e/harness/browser';
import { buildApp } from '../tests/e2e/harness/build';
import { startServer } from '../tests/e2e/harness/server';
import { benchLanguages, onlyPages, sitePages } from './sitePages';

/**
 * `npm run bench:hydration [-- --runs 5 --only find --lang en,ta]`: how long a first visit takes until the page
 * answers taps (the app has hydrated all of it: the page-shown event with nothing left), beside its
 * first contentful paint, in Chromium with the network and CPU of Lighthouse's mobile preset applied
 * for real (devtools throttling: 562.5 ms per request, 1.47 Mbit/s down, CPU 4x slower) instead of
 * simulated. Lighthouse's simulation estimates when scripts run from an unthrottled load; this
 * measures it. Each figure is the median of the runs; it prints, it never fails.
 */
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, only: { type: 'string' }, lang: { type: 'string' } },
});
const RUNS = Number(values.runs);

/** Lighthouse 12's mobile slow 4G with its devtools-throttling adjustments (constants.js). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface Timing {
  fcp: number;
  hydrated: number;
}

const app = await buildApp();
const site = await startServer({ distDir: app.distDir, forwardStderr: false });
const browser = await launchBrowser();
try {
  const pages = onlyPages(await sitePages(site.baseURL, benchLanguages(values.lang)), values.only);
  const timings = new Map<string, Timing[]>(pages.map((page) => [page.label, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      // A first visit: a new profile, and no service worker to answer anything.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      try {
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await tab.addInitScript((eventName) => {
          document.addEventListener(eventName, (event) => {
            if (event instanceof CustomEvent && event.detail === null)
              document.documentElement.dataset.benchHydrated = String(performance.now());
          });
        }, PAGE_SHOWN_EVENT);
        await tab.goto(page.url, { waitUntil: 'commit' });
        await tab.waitForFunction(() => document.documentElement.dataset.benchHydrated !== undefined, undefined, {
          timeout: 120_000,
          polling: 100,
        });
        const timing = await tab.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          hydrated: Number(document.documentElement.dataset.benchHydrated),
        }));
        timings.get(page.label)?.push(timing);
      } finally {
        await context.close();
      }
      console.error(`round ${round}/${RUNS}: ${page.label} done`);
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nFirst visit, slow 4G and 4x CPU applied (devtools throttling), median of ${RUNS} runs, ${new Date().toISOString()}, load average ${load}\n`,
  );
  console.log('| page | FCP | hydrated (answers taps) |\n|---|---:|---:|');
  for (const [label, list] of timings) {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`| ${label} | ${s(median(list.map((t) => t.fcp)))} | ${s(median(list.map((t) => t.hydrated)))} |`);
  }
} finally {
  await browser.close();
  await site.dispose();
  if (app.temporary) await rm(app.distDir, { recursive: true, force: true });
}
