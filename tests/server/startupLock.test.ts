import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { openDb } from '../../server/db/connect';
import { withStartupLock } from '../../server/db/startupLock';
import { demoArticles, demoCompanies, demoJobs } from '../../server/seed/demoData';
import { freshSchema, POSTGRES_URL, urlWithSchema } from './support/databases';
import { tempDir } from './support/files';
import { removedAfterThisBlock } from './support/lifecycle';
import type { Spawned } from './support/process';
import { serverProcess } from './support/serverProcess';

/** Start-up on one PostgreSQL database shared by several instances (skipped without TEST_DATABASE_URL: postgres.test.ts). */
describe.skipIf(!POSTGRES_URL)('instances starting at once on one PostgreSQL database', () => {
  const url = POSTGRES_URL ?? '';
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });
  const scratch = removedAfterThisBlock(tempDir('pg-startup'));

  async function schemaUrl(): Promise<string> {
    const { schema, drop } = await freshSchema(url);
    drops.push(drop);
    return urlWithSchema(url, schema);
  }

  async function count(databaseUrl: string, table: string): Promise<number> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      return Number(rows[0]?.n);
    } finally {
      await client.end();
    }
  }

  it('three real server processes started together on an empty database load the demo data once', async () => {
    const databaseUrl = await schemaUrl();
    const runs: Spawned[] = [0, 1, 2].map((n) =>
      serverProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(scratch.dir, `instance-${n}`),
        DIST_DIR: join(scratch.dir, 'no-dist'),
        DATABASE_POOL_SIZE: '2',
      }),
    );
    try {
      await Promise.all(runs.map((run) => run.waitFor(/listening on/)));
      expect(await count(databaseUrl, 'jobs')).toBe(demoJobs.length);
      expect(await count(databaseUrl, 'companies')).toBe(demoCompanies.length);
      expect(await count(databaseUrl, 'articles')).toBe(demoArticles.length);
      expect(runs.filter((run) => /seeded an empty database/.test(run.output()))).toHaveLength(1);
      for (const run of runs) run.child.kill('SIGTERM');
      for (const run of runs) expect(await run.exited).toEqual({ code: 0, signal: null });
    } finally {
      for (const run of runs) run.child.kill('SIGKILL');
    }
  });

  it('a second start-up waits on the advisory lock until the first is done', async () => {
    const databaseUrl = await schemaUrl();
    const first = openDb({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
    const second = openDb({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
    const steps: string[] = [];
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered = () => {};
      const firstIn = new Promise<void>((resolve) => (entered = resolve));
      const firstRun = withStartupLock(first, async () => {
        steps.push('first in');
        entered();
        await held;
        steps.push('first out');
      });
      await firstIn;
      const secondRun = withStartupLock(second, async () => {
        steps.push('second in');
      });
      // The second start-up's connection shows up waiting for an advisory lock: it does not run meanwhile.
      await waitForWaitingAdvisoryLock(databaseUrl);
      expect(steps).toEqual(['first in']);
      release();
      await Promise.all([firstRun, secondRun]);
      expect(steps).toEqual(['first in', 'first out', 'second in']);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

/** Resolves once some session waits for an advisory lock in this database (the test's timeout bounds it). */
async function waitForWaitingAdvisoryLock(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      if (Number(rows[0]?.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}
