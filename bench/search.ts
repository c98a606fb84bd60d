import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'esbuild';

import { openDb } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { listJobs } from '../server/repositories/jobs';
import { decodeJob, encodeJob } from '../src/contract/wire';
import { searchableJob } from '../src/domain/searchableJob';
import { launchBrowser } from '../tests/e2e/harness/browser';
import { REPO_ROOT } from '../tests/e2e/harness/paths';
import { seedJobs } from './seedJobs';

/**
 * `npm run bench:search`: the device's keyword search (src/offline/jobSearchIndex.ts) at 5,000 jobs
 * in Chromium with the CPU slowed 4x (a mid-range phone): the index's build time and size, and the
 * time of each keystroke as words are typed (the search of the whole query so far; the list's
 * drawing is not counted). Figures only, no pass or fail: docs/PERFORMANCE.md records them.
 */
const JOBS = 5000;
const CPU_SLOWDOWN = 4;
const TYPED = ['accountant', 'night shift', 'devlopment engineer chennai', 'tally gst', 'welder'];

const dataDir = await mkdtemp(join(tmpdir(), 'srjobs-bench-search-'));
const browser = await launchBrowser({ args: ['--js-flags=--expose-gc', '--enable-precise-memory-info'] });
try {
  await seedJobs(dataDir, JOBS);
  const db = openDb({ kind: 'sqlite', dataDir });
  await migrateToLatest(db);
  const jobs = (await listJobs(db.kysely)).map((record) => {
    const job = decodeJob(encodeJob(record));
    return searchableJob(job, job);
  });
  await db.close();

  const bundle = await build({
    entryPoints: [join(REPO_ROOT, 'src/offline/jobSearchIndex.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'JobSearch',
    write: false,
    minify: true,
    target: 'es2022',
  });
  const code = bundle.outputFiles[0]?.text ?? '';

  const page = await (await browser.newContext()).newPage();
  const cdp = await page.context().newCDPSession(page);
  await page.setContent('<!doctype html><title>search bench</title>');
  // tsx names the functions it compiles with a helper the page lacks (__name): give it one.
  await page.addScriptTag({ content: `window.__name = (f) => f;\n${code}` });
  await page.evaluate((all) => Object.assign(window, { benchJobs: all }), jobs);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const figures = await page.evaluate((typed) => {
    type Index = { search(q: string): number[] | null; words: number };
    const w = window as unknown as {
      JobSearch: { buildJobSearchIndex(jobs: unknown[]): Index };
      benchJobs: unknown[];
      gc?: () => void;
    };
    const heap = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
    w.gc?.();
    const before = heap();
    const started = performance.now();
    const index = w.JobSearch.buildJobSearchIndex(w.benchJobs);
    const buildMs = performance.now() - started;
    w.gc?.();
    const heapBytes = heap() - before;
    const keystrokes: number[] = [];
    for (const words of typed)
      for (let end = 1; end <= words.length; end++) {
        const t0 = performance.now();
        index.search(words.slice(0, end));
        keystrokes.push(performance.now() - t0);
      }
    keystrokes.sort((a, b) => a - b);
    const at = (p: number) => keystrokes[Math.min(keystrokes.length - 1, Math.floor(p * keystrokes.length))] ?? Number.NaN;
    return { buildMs, heapBytes, words: index.words, count: keystrokes.length, median: at(0.5), p95: at(0.95), max: at(1) };
  }, TYPED);

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`Device keyword search, ${JOBS} jobs, Chromium, CPU ${CPU_SLOWDOWN}x slower:`);
  console.log(
    `  index build: ${ms(figures.buildMs)}; ${figures.words} distinct words; about ${(figures.heapBytes / 1024 / 1024).toFixed(1)} MB of heap`,
  );
  console.log(`  search code: ${(code.length / 1024).toFixed(1)} KB minified`);
  console.log(
    `  per keystroke (${figures.count} keystrokes typing ${TYPED.map((t) => `"${t}"`).join(', ')}): median ${ms(figures.median)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}`,
  );
} finally {
  await browser.close();
  await rm(dataDir, { recursive: true, force: true });
}
