import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, inject, test } from 'vitest';

import { MODULE_CHUNKS_FILE } from '../../src/contract/pageRender';
import { VITAL_METRICS } from '../../src/domain/vitals';
import { firstPageScripts } from './bundle/firstPageScripts';
import { browserForThisFile, fetchJobs, openDatabase, startExtraServer } from './harness';
import { eventually } from './offline-support';
import { addStaffAccount, logInToConsole } from './staff-support';

const browser = browserForThisFile();
const distDir = inject('distDir');
const REPORTER = 'src/features/vitals/reportVitals.ts';

/** The chunk the reporter went in, as the build records it (the idle parts': assets/parts-<hash>.js). */
function reporterChunk(): string {
  const chunks = JSON.parse(readFileSync(join(distDir, MODULE_CHUNKS_FILE), 'utf8')) as Record<string, string>;
  const file = chunks[REPORTER];
  if (!file) throw new Error(`${REPORTER} is not in the build`);
  return file;
}

interface VitalsRow {
  day: string;
  template: string;
  metric: string;
  bucket: number;
  count: number;
}

function storedVitals(dataDir: string): VitalsRow[] {
  const db = openDatabase(dataDir);
  try {
    return db.prepare('SELECT * FROM vitals ORDER BY metric').all() as VitalsRow[];
  } finally {
    db.close();
  }
}

test('the measuring code is no part of a first visit: web-vitals loads once the page is idle', () => {
  const modules = firstPageScripts(distDir, ['page-ApplicationProvider', 'page-JobDetailsPage']).flatMap(
    (chunk) => chunk.sources,
  );
  expect(modules.length, 'the source maps list the bundled modules').toBeGreaterThan(100);
  expect(modules.filter((module) => module.includes('node_modules/web-vitals/') || module.includes(REPORTER))).toEqual([]);
});

test('a visit’s Core Web Vitals reach the server when its page is hidden, and staff see them in the Speed tab', async () => {
  // A server of its own: the shared one counts every other test's visits too.
  const server = await startExtraServer();
  const context = await browser.newContext();
  try {
    const account = await addStaffAccount(server.dataDir);
    const job = (await fetchJobs(server.baseURL))[0];
    if (!job) throw new Error('the seeded database has jobs');
    const page = await context.newPage();
    const reporter = reporterChunk();
    const reporterLoaded = page.waitForResponse((response) => response.url().endsWith(`/${reporter}`));
    await page.goto(`${server.baseURL}/showjobdetails?id=${job.id}`);
    const heading = page.getByRole('heading', { name: job.title }).first();
    await heading.waitFor();
    await reporterLoaded;
    // The reporter starts in an idle callback queued at load (startVitals), which runs before these
    // two: by the second, its chunk has been evaluated and it is listening.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    // An interaction, so INP has something to measure.
    await heading.click();
    expect(storedVitals(server.dataDir), 'nothing is sent while the page is shown').toEqual([]);

    // Leaving the page hides it: its one beacon goes then. The console is not measured itself.
    await page.goto(`${server.baseURL}/staff`);
    expect(
      await eventually(() => storedVitals(server.dataDir).length === VITAL_METRICS.length, 30_000),
      'the beacon arrived',
    ).toBe(true);
    const rows = storedVitals(server.dataDir);
    expect(rows.map(({ template, metric, count }) => ({ template, metric, count }))).toEqual(
      [...VITAL_METRICS].sort().map((metric) => ({ template: 'jobDetails', metric, count: 1 })),
    );
    // Counts in buckets, nothing of the visit: no address, id or agent.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['bucket', 'count', 'day', 'metric', 'template']);

    await page.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    await logInToConsole(page, account);
    await page.getByRole('tab', { name: 'Speed' }).click();
    for (const days of [7, 28]) {
      const row = page.getByRole('row', { name: `Job details, last ${days} days` });
      await row.waitFor();
      for (const metric of VITAL_METRICS) {
        await expect(row.locator(`td[data-metric="${metric}"]`).textContent()).resolves.toMatch(/(not good|good)1 visit$/);
      }
    }
    expect(await page.getByRole('row', { name: /^Home, / }).count(), 'only the template visited').toBe(0);
  } finally {
    await context.close();
    await server.dispose();
  }
}, 180_000);
