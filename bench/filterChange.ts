import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import type { Page } from 'playwright-core';

import { PAGE_SHOWN_EVENT } from '../src/app/boot/bootContract';
import { routes } from '../src/domain/routes';
import { launchBrowser } from '../tests/e2e/harness/browser';
import { buildApp } from '../tests/e2e/harness/build';
import { startServer } from '../tests/e2e/harness/server';
import { seedJobs } from './seedJobs';

/**
 * `npm run bench:filter [-- --jobs 5000 --runs 5]`: how fast /find-jobs answers a filter change in
 * Chromium with the CPU 4x slower, on a catalogue of that many generated jobs. Per run, one choice
 * on the wide layout (a radio of the job type filter: the pointer arrives, presses and lets go at
 * once, as a tap on a touch screen does) and one on a phone (the job type dropdown, the browser's
 * own: its next option, chosen by the down arrow):
 * - "responds": the Event Timing API's duration of the choosing click or key, from the input to the next
 *   paint, as Interaction to Next Paint counts it (the page shows the choice, the list marked busy);
 * - "new rows": from the input until the list's status says the new count (the server's answer for
 *   the new filter included: a local server, so this is mostly the page's own work).
 * Prints the median and range of each; it never fails on a figure.
 */
const { values } = parseArgs({ options: { jobs: { type: 'string', default: '5000' }, runs: { type: 'string', default: '5' } } });
if (!/^\d+$/.test(values.jobs)) throw new Error('--jobs must be a whole number');
const RUNS = Number(values.runs);
const CPU_SLOWDOWN = 4;

interface Figures {
  responds: number;
  newRows: number;
}

/** Records the longest event-timing duration of the inputs that choose (clicks, keys) from now on. */
async function watchInteractions(tab: Page): Promise<void> {
  await tab.evaluate(() => {
    const state = { longest: 0 };
    Object.assign(window, { __benchInteractions: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (['click', 'pointerup', 'keydown', 'input', 'change'].includes(entry.name))
          state.longest = Math.max(state.longest, entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

async function waitForHydration(tab: Page): Promise<void> {
  await tab.waitForFunction(() => document.documentElement.dataset.benchHydrated !== undefined, undefined, { timeout: 120_000 });
}

/** Clicks `choose`, then waits until the list's status differs from what it said before. */
async function measureChoice(tab: Page, choose: () => Promise<void>): Promise<Figures> {
  const status = tab.getByRole('main').getByRole('status').first();
  const before = await status.textContent();
  await watchInteractions(tab);
  const started = await tab.evaluate(() => performance.now());
  await choose();
  await tab.waitForFunction(
    (previous) => {
      const text = document.querySelector('main [role="status"]')?.textContent;
      return text !== previous && !document.querySelector('main [aria-busy="true"]');
    },
    before,
    { timeout: 60_000, polling: 'raf' },
  );
  const ended = await tab.evaluate(() => performance.now());
  // Event Timing reports the entry after the next paint; give the observer that frame.
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const responds = await tab.evaluate(
    () => (window as unknown as { __benchInteractions: { longest: number } }).__benchInteractions.longest,
  );
  return { responds, newRows: ended - started };
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return `${median.toFixed(0)} ms (${(sorted[0] ?? 0).toFixed(0)}-${(sorted.at(-1) ?? 0).toFixed(0)})`;
}

const app = await buildApp();
const dataDir = await mkdtemp(join(tmpdir(), 'sr-jobs-filter-'));
await seedJobs(dataDir, Number(values.jobs));
const site = await startServer({ distDir: app.distDir, dataDir, forwardStderr: false });
const browser = await launchBrowser();
const wide: Figures[] = [];
const phone: Figures[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    for (const layout of ['wide', 'phone'] as const) {
      const viewport = layout === 'wide' ? { width: 1280, height: 900 } : { width: 412, height: 823 };
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      try {
        const tab = await context.newPage();
        await tab.addInitScript((eventName) => {
          document.addEventListener(eventName, (event) => {
            if (event instanceof CustomEvent && event.detail === null)
              document.documentElement.dataset.benchHydrated = String(performance.now());
          });
        }, PAGE_SHOWN_EVENT);
        await tab.goto(`${site.baseURL}${routes.findJobs}`);
        await waitForHydration(tab);
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const filters = tab.getByRole('search', { name: 'Job filters' });
        if (layout === 'wide') {
          const option = filters
            .getByRole('radiogroup', { name: 'Job Type' })
            .getByRole('radio')
            .nth(1 + (run % 3));
          // The mouse's own input, as a visitor's: a locator's check() would run Playwright's
          // hit-target listeners inside the very events measured (they read the layout).
          const box = await option.boundingBox();
          if (!box) throw new Error('the radio is not on screen');
          const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
          wide.push(
            await measureChoice(tab, async () => {
              await tab.mouse.move(x, y);
              await tab.mouse.down();
              await tab.mouse.up();
            }),
          );
        } else {
          // A real input, so that Event Timing sees it: the down arrow on the focused dropdown
          // chooses its next option, as a choice in the phone's own list picker does.
          await filters.getByRole('combobox', { name: 'Job Type' }).focus();
          phone.push(await measureChoice(tab, () => tab.keyboard.press('ArrowDown')));
        }
      } finally {
        await context.close();
      }
    }
    console.error(`run ${run}/${RUNS} done`);
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\n/find-jobs filter change, ${values.jobs} jobs, CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS}, ${new Date().toISOString()}, load average ${load}\n`,
  );
  console.log('| layout | responds (input to next paint) | new rows shown |');
  console.log('|---|---:|---:|');
  console.log(`| wide (radio) | ${summary(wide.map((f) => f.responds))} | ${summary(wide.map((f) => f.newRows))} |`);
  console.log(`| phone (dropdown) | ${summary(phone.map((f) => f.responds))} | ${summary(phone.map((f) => f.newRows))} |`);
} finally {
  await browser.close();
  await site.dispose();
  await rm(dataDir, { recursive: true, force: true });
  if (app.temporary) await rm(app.distDir, { recursive: true, force: true });
}
