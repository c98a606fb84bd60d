import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import type { BrowserContext, Page } from 'playwright-core';

import { apiPaths } from '../src/contract/paths';
import { fetchArticles, fetchCompanies, fetchJobs } from '../tests/e2e/harness/api';
import { launchBrowser } from '../tests/e2e/harness/browser';
import { buildApp } from '../tests/e2e/harness/build';
import { startServer } from '../tests/e2e/harness/server';
import {
  applicationsFrom,
  eventually,
  openControlled,
  savedUrls,
  submitApplicationForm,
  uniqueEmail,
} from '../tests/e2e/offline-support';
import { pdfFile } from '../tests/fixtures/resumes';
import { benchOfflineCopy, catalogueDataDir } from './offlineCopy';
import { benchRepeatVisits } from './repeatVisits';

/**
 * `node --import tsx bench/offline.ts [-- --runs 5] [-- --jobs 5000]`: the offline figures of docs/OFFLINE.md
 * (with --jobs: the offline copy of that many jobs only, bench/offlineCopy.ts).
 * Builds the app (E2E_SKIP_BUILD=1 reuses dist/), starts the real server with a fresh database,
 * and in Debian's Chromium measures:
 * 1. after one online visit to the home page and the three lists, the share of routes and of
 *    detail pages (every job, company, article) that render with their data offline;
 * 2. the time from going back online to the delivery of an application (1 MB resume) waiting
 *    offline (the row appears in the database);
 * 3. a repeat visit's load time offline: navigation to "/" until the featured jobs are on screen;
 * 4. repeat visits to a route and a detail page already visited, offline and online: navigation
 *    start to content on screen (bench/repeatVisits.ts).
 * `--repeat-only` measures 4 only; `--dist <folder>` serves that build (e.g. an older one, for the
 * figures before a change) instead of building this one.
 * It prints; it never fails on a figure (the machine is shared and noisy).
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    jobs: { type: 'string' },
    dist: { type: 'string' },
    'repeat-only': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function shows(page: Page, url: string, texts: string[], timeoutMs = 10_000): Promise<boolean> {
  await page.goto(url);
  const wanted = texts.map(normalise);
  return eventually(
    async () => {
      const text = normalise((await page.locator('body').textContent()) ?? '');
      return wanted.every((item) => text.includes(item));
    },
    timeoutMs,
    100,
  );
}

function summary(samples: number[]): string {
  if (samples.length === 0) return 'no samples';
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  return `median ${median.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}, n=${sorted.length})`;
}

async function visitOnline(context: BrowserContext, baseURL: string, details: string[]): Promise<Page> {
  const page = await openControlled(context, `${baseURL}/`);
  for (const path of ['/find-jobs', '/employers-list', '/blogs-list']) {
    await page.goto(`${baseURL}${path}`);
    await page.waitForLoadState('networkidle');
  }
  await eventually(async () => {
    const saved = await savedUrls(page);
    return details.every((url) => saved.includes(url));
  }, 30_000);
  return page;
}

const build = values.dist ? { distDir: values.dist, temporary: false } : await buildApp();
if (values.jobs !== undefined) {
  // `--jobs N`: the offline copy at scale (bench/offlineCopy.ts) only; the figures below are of the demo data.
  const dataDir = await catalogueDataDir(Number(values.jobs));
  const server = await startServer({ distDir: build.distDir, dataDir, forwardStderr: false });
  const browser = await launchBrowser();
  try {
    await benchOfflineCopy(browser, server.baseURL, dataDir);
  } finally {
    await browser.close();
    await server.dispose();
    await rm(dataDir, { recursive: true, force: true });
    if (build.temporary) await rm(build.distDir, { recursive: true, force: true });
  }
  process.exit(0);
}
const server = await startServer({ distDir: build.distDir, forwardStderr: false });
const browser = await launchBrowser();
try {
  const { baseURL } = server;
  const [jobs, companies, articles] = await Promise.all([fetchJobs(baseURL), fetchCompanies(baseURL), fetchArticles(baseURL)]);
  const detailUrls = [
    ...jobs.map((item) => `${baseURL}${apiPaths.jobs}/${item.id}`),
    ...companies.map((item) => `${baseURL}${apiPaths.companies}/${item.id}`),
    ...articles.map((item) => `${baseURL}${apiPaths.articles}/${item.id}`),
  ];

  // 4. Repeat visits, offline and online.
  {
    const job = jobs[0];
    const targets = [
      { label: 'home page (featured jobs)', path: '/', text: jobs.at(-1)?.title ?? '' },
      ...(job ? [{ label: 'job detail page', path: `/showjobdetails?id=${job.id}`, text: job.title }] : []),
    ];
    for (const figures of await benchRepeatVisits(browser, baseURL, targets, RUNS)) {
      const where = figures.online ? 'online' : 'offline';
      const how = figures.saved ? 'saved page' : 'without a saved page (as before)';
      console.log(
        `repeat visit ${where}, ${figures.target.label}, ${how}: navigation start to content on screen: ${summary(figures.content)}`,
      );
      console.log(`  DOMContentLoaded: ${summary(figures.domContentLoaded)}`);
      console.log(`  first contentful paint: ${summary(figures.firstContentfulPaint)}`);
    }
  }
  // 1. Coverage, 2. delivery, 3. the home page offline (as before).
  if (!values['repeat-only']) {
    {
      const context = await browser.newContext();
      const page = await visitOnline(context, baseURL, detailUrls);
      await context.setOffline(true);
      const first = jobs.at(-1)?.title ?? '';
      const routes: [string, string[]][] = [
        ['/', [first]],
        ['/home', [first]],
        ['/find-jobs', [first]],
        ['/find-filtered-jobs', [first]],
        ['/about-us', ['Your Dream Jobs Are Waiting']],
        ['/employers-list', [companies[0]?.name ?? '']],
        ['/blogs-list', [articles[0]?.title ?? '']],
        ['/our-contact', ['Chennai']],
        [`/showjobdetails?id=${jobs[0]?.id}`, [jobs[0]?.title ?? '']],
        [`/showcompanydetails?id=${companies[0]?.id}`, [companies[0]?.name ?? '']],
        [`/showblogdetails?id=${articles[0]?.id}`, [articles[0]?.title ?? '']],
      ];
      let routesOk = 0;
      for (const [path, texts] of routes) if (await shows(page, `${baseURL}${path}`, texts)) routesOk += 1;
      const detailPages: [string, string][] = [
        ...jobs.map((item): [string, string] => [`/showjobdetails?id=${item.id}`, item.title]),
        ...companies.map((item): [string, string] => [`/showcompanydetails?id=${item.id}`, item.name]),
        ...articles.map((item): [string, string] => [`/showblogdetails?id=${item.id}`, item.title]),
      ];
      let detailsOk = 0;
      for (const [path, title] of detailPages) if (await shows(page, `${baseURL}${path}`, [title])) detailsOk += 1;
      console.log(
        `routes rendering with data offline: ${routesOk}/${routes.length} (${((100 * routesOk) / routes.length).toFixed(0)} %)`,
      );
      console.log(
        `detail pages rendering offline: ${detailsOk}/${detailPages.length} (${((100 * detailsOk) / detailPages.length).toFixed(0)} %)` +
          ` = ${jobs.length} jobs, ${companies.length} companies, ${articles.length} articles`,
      );

      // 3. Repeat visit offline (same context: worker and saved copies in place). Timed inside the
      //    page: from the navigation's start to the first frame showing a featured job's title.
      const loads: number[] = [];
      const domReady: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await page.goto(`${baseURL}/`, { waitUntil: 'commit' });
        const shown = await page
          .waitForFunction((title) => (document.body.textContent ?? '').toLowerCase().includes(title), normalise(first), {
            polling: 'raf',
            timeout: 15_000,
          })
          .then(() => page.evaluate(() => performance.now()))
          .catch(() => null);
        const navigation = await page.evaluate(() => {
          const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          return entry?.domContentLoadedEventEnd ?? null;
        });
        if (shown !== null) loads.push(shown);
        if (navigation !== null) domReady.push(navigation);
      }
      console.log(`repeat visit offline, navigation start to featured jobs on screen: ${summary(loads)}`);
      console.log(`  DOMContentLoaded (shell from the precache): ${summary(domReady)}`);
      await context.close();
    }

    // 2. Back online -> delivered.
    {
      const delays: number[] = [];
      const job = jobs[0];
      const resume = Buffer.from(pdfFile({ minBytes: 1024 * 1024 }));
      for (let run = 0; run < RUNS && job; run += 1) {
        const context = await browser.newContext();
        const page = await openControlled(context, `${baseURL}/showjobdetails?id=${job.id}`);
        await page.getByRole('heading', { name: job.title }).first().waitFor();
        await context.setOffline(true);
        const email = uniqueEmail('bench.offline');
        await submitApplicationForm(page, {
          fullname: 'Bench Applicant',
          mobile: '9840012345',
          email,
          pincode: '600040',
          experience: '2',
          role: 'Tester',
          address: 'Chennai',
          resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resume },
        });
        await page.getByRole('dialog', { name: 'Saved' }).waitFor();
        const started = performance.now();
        await context.setOffline(false);
        const delivered = await eventually(() => applicationsFrom(server.dataDir, email).length > 0, 60_000, 10);
        if (delivered) delays.push(performance.now() - started);
        await context.close();
      }
      console.log(`back online -> waiting application (1 MB resume) stored by the server: ${summary(delays)}`);
    }
  }
} finally {
  await browser.close();
  await server.dispose();
  if (build.temporary) await rm(build.distDir, { recursive: true, force: true });
}
