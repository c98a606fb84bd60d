import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';

import { openDb } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { currentContentVersion } from '../server/repositories/contentVersion';
import { deleteContent, insertContent, updateContent } from '../server/repositories/contentWrites';
import { deleteAllJobs, insertJobs, jobToRow } from '../server/repositories/jobs';
import { generateJobs } from '../server/seed/generate';
import { seedIfEmpty } from '../server/seed/seed';
import { OFFLINE_COPY_PATH, type OfflineCopyChunk } from '../src/contract/offlineCopy';
import { apiPaths } from '../src/contract/paths';
import { fetchArticles, fetchCompanies, fetchJobs } from '../tests/e2e/harness/api';
import { eventually, openControlled, savedUrls } from '../tests/e2e/offline-support';

/**
 * The offline copy at scale (`npm run bench:offline -- --jobs 5000`): a database of the demo
 * companies and articles and exactly `jobs` jobs, then what one visit saves, how many bytes and
 * how long, and what a day's changes cost as a delta.
 */
export function catalogueDataDir(jobs: number): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srjobs-bench-copy-'));
  const db = openDb({ kind: 'sqlite', dataDir });
  return (async () => {
    try {
      await migrateToLatest(db);
      await seedIfEmpty(db);
      await db.kysely.transaction().execute(async (trx) => {
        await deleteAllJobs(trx, db.dialect);
        await insertJobs(trx, generateJobs(jobs, 1), new Date());
      });
    } finally {
      await db.close();
    }
    return dataDir;
  })();
}

/** Every chunk of one run as the browser fetches it (brotli): compressed bytes and chunk count. */
async function runBytes(
  baseURL: string,
  since?: number,
): Promise<{ bytes: number; chunks: number; items: number; removed: number }> {
  const totals = { bytes: 0, chunks: 0, items: 0, removed: 0 };
  let next: string | null = null;
  do {
    const query = new URLSearchParams();
    if (since !== undefined) query.set('since', String(since));
    if (next) query.set('after', next);
    const res = await fetch(`${baseURL}${OFFLINE_COPY_PATH}?${query}`, { headers: { 'Accept-Encoding': 'br' } });
    totals.bytes += Number(res.headers.get('content-length') ?? 0);
    const chunk = (await res.json()) as OfflineCopyChunk;
    totals.chunks += 1;
    totals.items += chunk.items.length;
    totals.removed += chunk.removed.length;
    next = chunk.next;
  } while (next);
  return totals;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function benchOfflineCopy(browser: Browser, baseURL: string, dataDir: string): Promise<void> {
  const [jobs, companies, articles] = await Promise.all([fetchJobs(baseURL), fetchCompanies(baseURL), fetchArticles(baseURL)]);
  const details = [
    ...jobs.map((item) => `${baseURL}${apiPaths.jobs}/${item.id}`),
    ...companies.map((item) => `${baseURL}${apiPaths.companies}/${item.id}`),
    ...articles.map((item) => `${baseURL}${apiPaths.articles}/${item.id}`),
  ];
  const full = await runBytes(baseURL);
  console.log(
    `first sync: ${full.items} details in ${full.chunks} chunks, ${kb(full.bytes)} transferred (brotli)` +
      ` = ${jobs.length} jobs, ${companies.length} companies, ${articles.length} articles`,
  );

  const context = await browser.newContext();
  // The server renders a list of 5,000 jobs: on a loaded 2-core machine a load can take longer than 30 s.
  context.setDefaultNavigationTimeout(120_000);
  try {
    const started = performance.now();
    const page = await openControlled(context, `${baseURL}/find-jobs`);
    let saved = new Set<string>();
    await eventually(
      async () => {
        saved = new Set(await savedUrls(page));
        return details.every((url) => saved.has(url));
      },
      600_000,
      1_000,
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = details.filter((url) => saved.has(url)).length;
    console.log(
      `details saved offline after one visit: ${ok}/${details.length} (${((100 * ok) / details.length).toFixed(1)} %), ` +
        `first visit to all saved: ${seconds.toFixed(1)} s`,
    );
  } finally {
    await context.close();
  }

  // A day's changes at an agency: 50 jobs changed, 20 added, 20 removed.
  const db = openDb({ kind: 'sqlite', dataDir });
  try {
    const since = await currentContentVersion(db.kysely);
    const template = generateJobs(20, 3);
    for (let i = 0; i < 50; i += 1) {
      const job = jobs[(i * 97) % jobs.length];
      if (job)
        await updateContent(
          db.kysely,
          'jobs',
          job.id,
          jobToRow({ ...(template[0] as (typeof template)[number]), title: `${job.title} (updated)` }),
          new Date(),
        );
    }
    for (const job of template) await insertContent(db.kysely, 'jobs', jobToRow(job), new Date());
    for (let i = 0; i < 20; i += 1) await deleteContent(db.kysely, 'jobs', jobs[jobs.length - 1 - i * 13]?.id ?? 0);
    const delta = await runBytes(baseURL, since);
    console.log(
      `daily delta (50 changed, 20 added, 20 removed): ${delta.items} details and ${delta.removed} removals in ` +
        `${delta.chunks} chunk(s), ${kb(delta.bytes)} transferred (brotli)`,
    );
  } finally {
    await db.close();
  }
}
