import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { openDb } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrations';
import { saveStaffAccount } from '../server/staff/accounts';
import { listQuerySearch } from '../src/contract/listPages';
import { resourcePaths } from '../src/contract/paths';
import { staffContentPaths, staffPaths } from '../src/contract/staff';
import { EMPTY_JOB_FILTER } from '../src/domain/jobFilters';
import { freshSchema, urlWithSchema } from '../tests/server/support/databases';
import { REPO_ROOT, runScript, type Spawned } from '../tests/server/support/process';
import { startRoundRobinProxy } from '../tests/server/support/roundRobinProxy';
import { sampleJob, STAFF } from '../tests/server/support/staff';

/**
 * `npm run bench:cluster [-- --duration 5 --connections 20]`: 1, 2 and 3 real server processes
 * (server/main.ts, the built site in dist/) on one PostgreSQL database (TEST_DATABASE_URL or
 * DATABASE_URL; a fresh schema each time), each with its own DATA_DIR, behind a round-robin proxy.
 * Prints the page and API requests per second through the proxy, and the time from a publish on
 * the first instance until every instance serves it. Figures, not a target: on a 2-core machine
 * more instances share the same two cores (docs/DEPLOY.md).
 */
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '20' } },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const DATABASE = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const DIST = join(REPO_ROOT, 'dist');
if (!DATABASE?.startsWith('postgres')) throw new Error('Set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL database.');
if (!existsSync(join(DIST, 'index.html'))) throw new Error('Build the site first: npm run build');

const newestJob = `${resourcePaths.jobs}?${listQuerySearch('jobs', {
  window: { offset: 0, limit: 1, newestFirst: true },
  filter: EMPTY_JOB_FILTER,
})}`;

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return Math.round(result.requests.average);
}

async function newestTitle(base: string): Promise<string> {
  const body = (await (await fetch(`${base}${newestJob}`)).json()) as { items?: { jobname?: string }[] };
  return body.items?.[0]?.jobname ?? '';
}

/** Publishes a job on `bases[0]` and returns the milliseconds until every base serves it as the newest. */
async function publishVisibleEverywhere(bases: string[]): Promise<number> {
  const [first = ''] = bases;
  const login = await fetch(`${first}${staffPaths.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: first },
    body: JSON.stringify(STAFF),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';', 1)[0] ?? '';
  const title = `Bench Publish ${Date.now()}`;
  const started = performance.now();
  const created = await fetch(`${first}${staffContentPaths.jobs}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: first, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...sampleJob, title }),
  });
  if (created.status !== 201) throw new Error(`publish failed: ${created.status}`);
  const pending = new Set(bases);
  while (pending.size > 0) {
    for (const base of [...pending]) if ((await newestTitle(base)) === title) pending.delete(base);
    if (performance.now() - started > 30_000) throw new Error('the publish did not reach every instance in 30 s');
  }
  return Math.round(performance.now() - started);
}

async function measure(count: number): Promise<string> {
  const { schema, drop } = await freshSchema(DATABASE ?? '');
  const databaseUrl = urlWithSchema(DATABASE ?? '', schema);
  const db = openDb({ kind: 'postgres', url: databaseUrl });
  await migrateToLatest(db);
  await saveStaffAccount(db.kysely, STAFF.email, STAFF.password, { reset: false, now: new Date() });
  await db.close();
  const scratch = mkdtempSync(join(tmpdir(), 'srjobs-cluster-'));
  const runs: Spawned[] = Array.from({ length: count }, (_, i) =>
    runScript('server/main.ts', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, `data-${i}`),
      DIST_DIR: DIST,
      DATABASE_URL: databaseUrl,
      TRUSTED_PROXIES: '127.0.0.1',
    }),
  );
  try {
    const bases = await Promise.all(runs.map(async (run) => (await run.waitFor(/listening on (http:\/\/\S+)/))[1] ?? ''));
    const proxy = await startRoundRobinProxy(bases);
    try {
      for (const base of bases) await fetch(`${base}/find-jobs`).then((res) => res.text());
      const page = await requestsPerSecond(`${proxy.url}/find-jobs`);
      const api = await requestsPerSecond(`${proxy.url}${newestJob}`);
      const visible = await publishVisibleEverywhere(bases);
      return `| ${count} | ${page} | ${api} | ${visible} ms |`;
    } finally {
      await proxy.close();
    }
  } finally {
    for (const run of runs) run.child.kill('SIGTERM');
    await Promise.all(runs.map((run) => run.exited));
    rmSync(scratch, { recursive: true, force: true });
    await drop();
  }
}

const rows: string[] = [];
for (const count of [1, 2, 3]) rows.push(await measure(count));
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, through a round-robin proxy:\n`);
console.log('| instances | /find-jobs req/s | API window req/s | publish visible on every instance |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(row);
