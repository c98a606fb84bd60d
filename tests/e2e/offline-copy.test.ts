import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';

import { openDb } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrations';
import { deleteAllJobs, insertJobs } from '../../server/repositories/jobs';
import { generateJobs } from '../../server/seed/generate';
import { seedIfEmpty } from '../../server/seed/seed';
import { apiPaths } from '../../src/contract/paths';
import { staffContentPaths } from '../../src/contract/staff';
import { sampleJob } from '../server/support/staff';
import { browserForThisFile, fetchArticles, fetchCompanies, fetchJobs, openDatabase, startExtraServer } from './harness';
import { eventually, openControlled, savedUrls } from './offline-support';
import { staffApi } from './staff-support';

const browser = browserForThisFile();

/** The catalogue the offline copy is made for. */
const JOBS = 5_000;
/**
 * Every wait is for a state, bounded generously: on a loaded 2-core machine the first copy of
 * 5,000 details (a dozen chunks, each parsed and written to IndexedDB) can take minutes.
 */
const STATE_TIMEOUT_MS = 240_000;

/** A data folder whose database holds the demo companies and articles and exactly 5,000 jobs. */
async function catalogueOf5000(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srjobs-offline-copy-'));
  const db = openDb({ kind: 'sqlite', dataDir });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    // What `npm run seed -- --jobs 5000 --reset` does.
    await db.kysely.transaction().execute(async (trx) => {
      await deleteAllJobs(trx, db.dialect);
      await insertJobs(trx, generateJobs(JOBS, 1), new Date());
    });
  } finally {
    await db.close();
  }
  return dataDir;
}

/** The offline copy's progress as the worker stored it (src/offline/offlineCopyProgress.ts). */
function copyProgress(page: Page): Promise<{ version: number | null; run: unknown; completedAt: number | null } | undefined> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sr-jobs-offline-copy');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('progress')) return undefined;
      return await new Promise<{ version: number | null; run: unknown; completedAt: number | null } | undefined>(
        (resolve, reject) => {
          const request = db.transaction('progress').objectStore('progress').get('details');
          request.onsuccess = () => resolve(request.result as never);
          request.onerror = () => reject(request.error);
        },
      );
    } finally {
      db.close();
    }
  });
}

/** The saved copy's body of one URL, parsed. */
function savedBody(page: Page, url: string): Promise<{ jobname?: string } | undefined> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sr-jobs-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      return await new Promise<{ jobname?: string } | undefined>((resolve, reject) => {
        const request = db.transaction('responses').objectStore('responses').get(key);
        request.onsuccess = () => {
          const saved = request.result as { body: string } | undefined;
          resolve(saved ? (JSON.parse(saved.body) as { jobname?: string }) : undefined);
        };
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, url);
}

function contentVersionOf(dataDir: string): number {
  const db = openDatabase(dataDir);
  try {
    return Number((db.prepare('SELECT version FROM content_version WHERE id = 1').get() as { version: number }).version);
  } finally {
    db.close();
  }
}

async function waitForText(page: Page, text: string): Promise<boolean> {
  return eventually(async () => ((await page.locator('body').textContent()) ?? '').includes(text), 60_000);
}

test(
  'after one visit every one of 5,000 job details is saved in bulk, opens offline, and a staff change arrives by a delta',
  async () => {
    const dataDir = await catalogueOf5000();
    const server = await startExtraServer({ dataDir });
    const context = await browser.newContext();
    // The server renders a list of 5,000 jobs: on a loaded 2-core machine a load can take longer than 30 s.
    context.setDefaultNavigationTimeout(120_000);
    try {
      const base = server.baseURL;
      const [jobs, companies, articles] = await Promise.all([fetchJobs(base), fetchCompanies(base), fetchArticles(base)]);
      expect(jobs).toHaveLength(JOBS);

      // One visit: the jobs list, once the worker controls the page, starts the offline copy.
      const page = await openControlled(context, `${base}/find-jobs`);
      const completed = await eventually(async () => (await copyProgress(page))?.completedAt != null, STATE_TIMEOUT_MS, 1_000);
      expect(completed, 'the offline copy completed').toBe(true);

      const saved = new Set(await savedUrls(page));
      const details = [
        ...jobs.map((item) => `${base}${apiPaths.jobs}/${item.id}`),
        ...companies.map((item) => `${base}${apiPaths.companies}/${item.id}`),
        ...articles.map((item) => `${base}${apiPaths.articles}/${item.id}`),
      ];
      expect(
        details.filter((url) => !saved.has(url)),
        'details not saved on the device',
      ).toEqual([]);

      // Far-apart jobs, never opened online, open offline.
      await context.setOffline(true);
      for (const job of [jobs[0], jobs[2_499], jobs.at(-1)]) {
        if (!job) throw new Error('5,000 jobs');
        await page.goto(`${base}/showjobdetails?id=${job.id}`);
        expect(await waitForText(page, job.title), `job ${job.id} offline`).toBe(true);
      }
      await context.setOffline(false);

      // Staff add, change and remove a job, online.
      const staff = await staffApi(base, dataDir);
      const added = (await (
        await staff('POST', staffContentPaths.jobs, { ...sampleJob, title: 'Crane Operator, Ennore' })
      ).json()) as {
        id: number;
      };
      const changedId = jobs[2_499]?.id ?? 0;
      const removedId = jobs[0]?.id ?? 0;
      expect(
        (await staff('PUT', `${staffContentPaths.jobs}/${changedId}`, { ...sampleJob, title: 'Changed: Night Shift Lead' }))
          .status,
      ).toBe(204);
      expect((await staff('DELETE', `${staffContentPaths.jobs}/${removedId}`)).status).toBe(204);
      const version = contentVersionOf(dataDir);

      // The next list load online brings the delta: the device reaches the server's version.
      await page.goto(`${base}/find-jobs`);
      const caughtUp = await eventually(async () => (await copyProgress(page))?.version === version, STATE_TIMEOUT_MS, 500);
      expect(caughtUp, `the device reached content version ${version}`).toBe(true);
      expect((await savedBody(page, `${base}${apiPaths.jobs}/${added.id}`))?.jobname).toBe('Crane Operator, Ennore');
      expect((await savedBody(page, `${base}${apiPaths.jobs}/${changedId}`))?.jobname).toBe('Changed: Night Shift Lead');
      expect(await savedBody(page, `${base}${apiPaths.jobs}/${removedId}`)).toBeUndefined();

      await context.setOffline(true);
      await page.goto(`${base}/showjobdetails?id=${added.id}`);
      expect(await waitForText(page, 'Crane Operator, Ennore'), 'the added job offline').toBe(true);
      await page.goto(`${base}/showjobdetails?id=${changedId}`);
      expect(await waitForText(page, 'Changed: Night Shift Lead'), 'the changed job offline').toBe(true);
    } finally {
      await context.close();
      await server.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  3 * STATE_TIMEOUT_MS,
);
