import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { buildApp } from '../tests/e2e/harness/build';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/harness/chromium';
import { startServer } from '../tests/e2e/harness/server';
import { buildBarePage } from './lighthouse/bareBuild';
import { blockingTasksOf } from './lighthouse/blockingTasks';
import { figuresOf, findings, medianFigures, type RunFigures } from './lighthouse/metrics';
import { measureRenders, printRenderTable } from './lighthouse/renderTimes';
import { printTable } from './lighthouse/table';
import { seedJobs } from './seedJobs';
import { benchLanguages, onlyPages, sitePages } from './sitePages';

/**
 * `npm run bench:lighthouse [-- --runs 3 --only find]`: Lighthouse 12 (mobile preset: a mid-range
 * phone on simulated slow 4G) on every route of docs/PRODUCT.md §2 and one page of each detail, beside a
 * bare page of the same stack built in the same run (bench/bare), served by the same server code.
 * `--lang ta,hi` measures those languages' addresses (/ta/..., /hi/...; default English only).
 * `--only` takes label substrings, comma-separated (`--only /home,find-jobs`); the bare page is
 * always measured, since every figure is read against it. `--save DIR` writes each run's
 * Lighthouse JSON there (its long-tasks, bootup-time and mainthread-work-breakdown audits say
 * where the blocking time goes). `--jobs 5000` serves a database of its own seeded with the demo
 * companies and articles and that many generated jobs (`npm run seed`) instead of the demo data.
 * Before Lighthouse it prints each page's server render time without the page cache (median of
 * `--renders`, default 7) and its HTML size, raw and brotli (bench/lighthouse/renderTimes.ts).
 * Runs go round by round over all pages, so a busy spell on the shared machine hits the site and
 * the bare page alike; each figure is the median of the runs, and the last column lists each run's
 * blocking time (the noisiest figure); for a run over 50 ms, the notes after the table list the
 * simulated tasks that made it (bench/lighthouse/blockingTasks.ts). It prints, it never fails: the
 * targets of docs/PERFORMANCE.md are read against the bare page, in the same run.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    lang: { type: 'string' },
    save: { type: 'string' },
    jobs: { type: 'string' },
    renders: { type: 'string', default: '7' },
  },
});
const BARE_LABEL = 'bare stack (bench/bare)';
/** docs/PERFORMANCE.md's target: a run over it gets the tasks that made its blocking time in the notes. */
const TBT_TARGET_MS = 50;
if (values.save) await mkdir(values.save, { recursive: true });
const RUNS = Number(values.runs);
const RENDERS = Number(values.renders);
if (values.jobs !== undefined && !/^\d+$/.test(values.jobs)) throw new Error('--jobs must be a whole number');

const app = await buildApp();
const bareDir = await buildBarePage();
// With --jobs, a DATA_DIR of the run's own holding that many jobs; without, the server's demo data.
const seededDir = values.jobs === undefined ? undefined : await mkdtemp(join(tmpdir(), 'sr-jobs-lighthouse-'));
if (seededDir) await seedJobs(seededDir, Number(values.jobs));
const site = await startServer({ distDir: app.distDir, dataDir: seededDir, forwardStderr: false });
const bare = await startServer({ distDir: bareDir, forwardStderr: false });
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const bareFirst = [{ label: BARE_LABEL, url: `${bare.baseURL}/` }];
  const sitePagesMeasured = onlyPages(await sitePages(site.baseURL, benchLanguages(values.lang)), values.only);
  const pages = [...bareFirst, ...sitePagesMeasured];

  const renders = await measureRenders(
    app.distDir,
    site.dataDir,
    sitePagesMeasured.map((page) => ({ label: page.label, path: page.url.slice(site.baseURL.length) })),
    RENDERS,
  );
  printRenderTable(renders, RENDERS);

  const runs = new Map<string, RunFigures[]>(pages.map((page) => [page.label, []]));
  const notes = new Map<string, Set<string>>();
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const figures = figuresOf(result);
      runs.get(page.label)?.push(figures);
      if (values.save) {
        const name = `${page.label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${round}.json`;
        await writeFile(join(values.save, name), JSON.stringify(result.lhr));
      }
      const over =
        figures.tbtMs > TBT_TARGET_MS
          ? [`run ${round}: TBT ${figures.tbtMs.toFixed(0)} ms`, ...(await blockingTasksOf(result))]
          : [];
      for (const line of [...findings(result.lhr), ...over])
        (notes.get(page.label) ?? notes.set(page.label, new Set()).get(page.label))?.add(line);
      console.error(`round ${round}/${RUNS}: ${page.label} done`);
    }
  }

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  const data = values.jobs === undefined ? 'demo data' : `${values.jobs} generated jobs`;
  console.log(`\nLighthouse mobile preset, median of ${RUNS} runs, ${data}, ${new Date().toISOString()}, load average ${load}\n`);
  printTable(
    pages.map((page) => {
      const pageRuns = runs.get(page.label) ?? [];
      return { label: page.label, figures: medianFigures(pageRuns), tbtRunsMs: pageRuns.map((run) => run.tbtMs) };
    }),
  );
  for (const [label, lines] of notes) {
    console.log(`\n${label}:`);
    for (const line of lines) console.log(`  ${line}`);
  }
} finally {
  chrome.kill();
  await site.dispose();
  await bare.dispose();
  await rm(bareDir, { recursive: true, force: true });
  if (seededDir) await rm(seededDir, { recursive: true, force: true });
  if (app.temporary) await rm(app.distDir, { recursive: true, force: true });
}
