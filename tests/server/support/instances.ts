import { join } from 'node:path';

import type { DbTarget } from '../../../server/db/connect';
import { openDb } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrations';
import { saveStaffAccount } from '../../../server/staff/accounts';
import { freshSchema, urlWithSchema } from './databases';
import { tempDir } from './files';
import type { OptionsForThisBlock } from './lifecycle';
import { openedForThisBlock, resolveOptions } from './lifecycle';
import type { Spawned } from './process';
import { listeningUrl, serverProcess } from './serverProcess';
import { STAFF } from './staff';

/**
 * Several real server processes (`server/main.ts`, as `npm run serve` runs it) on one database,
 * as an agency runs them behind a load balancer: each with its own DATA_DIR, all with the same
 * settings. The database is migrated and given the STAFF account before the first one starts.
 */
export interface Instances {
  /** The base URL of instance `i` (modulo their number), so requests can be spread across them. */
  url(i: number): string;
  count: number;
  /** The DATA_DIR of instance `i` (on SQLite, the one folder of the database file they share). */
  dataDir(i: number): string;
  /** Stops every instance (SIGTERM, waiting for each to exit) and starts as many afresh on the same database. */
  restart(): Promise<void>;
}

export interface InstancesOptions {
  count: number;
  /** Settings every instance gets (RATE_LIMIT_ENQUIRIES, TRUSTED_PROXIES, DIST_DIR for rendered pages, ...). */
  env: Record<string, string>;
  /** PostgreSQL's URL (a fresh schema is made in it and dropped after), or undefined for SQLite (one DATA_DIR shared). */
  postgresUrl: string | undefined;
}

interface Running {
  run: Spawned;
  url: string;
}

async function startOne(env: Record<string, string>): Promise<Running> {
  const run = serverProcess(env);
  try {
    return { run, url: await listeningUrl(run) };
  } catch (err) {
    run.child.kill('SIGKILL');
    throw err;
  }
}

async function stopOne(running: Running): Promise<void> {
  running.run.child.kill('SIGTERM');
  await running.run.exited;
}

async function prepare(target: DbTarget): Promise<void> {
  const db = openDb(target);
  try {
    await migrateToLatest(db);
    await saveStaffAccount(db.kysely, STAFF.email, STAFF.password, { reset: false, now: new Date() });
  } finally {
    await db.close();
  }
}

async function openInstances(options: InstancesOptions): Promise<Instances & { dispose(): Promise<void> }> {
  const scratch = tempDir('instances');
  const schema = options.postgresUrl ? await freshSchema(options.postgresUrl) : undefined;
  const databaseUrl = options.postgresUrl && schema ? urlWithSchema(options.postgresUrl, schema.schema) : undefined;
  const sharedDataDir = join(scratch.dir, 'data');
  // With PostgreSQL each instance keeps its own DATA_DIR (uploads), as on separate machines; SQLite
  // is one file, so one process at a time uses it.
  const dataDirOf = (i: number) => (databaseUrl ? join(scratch.dir, `data-${i}`) : sharedDataDir);
  const envOf = (i: number): Record<string, string> => ({
    DIST_DIR: join(scratch.dir, 'no-dist'),
    ...options.env,
    DATA_DIR: dataDirOf(i),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let running: Running[] = [];
  const startAll = async () => {
    // The first one seeds the empty database; the others then find it seeded.
    const first = await startOne(envOf(0));
    const rest = await Promise.allSettled(Array.from({ length: options.count - 1 }, (_, i) => startOne(envOf(i + 1))));
    running = [first, ...rest.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))];
    const failed = rest.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
  const stopAll = async () => {
    const stopping = running;
    running = [];
    await Promise.all(stopping.map(stopOne));
  };
  try {
    await prepare(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', dataDir: sharedDataDir });
    await startAll();
  } catch (err) {
    await stopAll();
    await schema?.drop();
    scratch.remove();
    throw err;
  }
  return {
    count: options.count,
    dataDir: (i) => dataDirOf(i % options.count),
    url(i) {
      const instance = running[i % running.length];
      if (!instance) throw new Error('no instance is running');
      return instance.url;
    },
    async restart() {
      await stopAll();
      await startAll();
    },
    async dispose() {
      await stopAll();
      await schema?.drop();
      scratch.remove();
    },
  };
}

/** Starting or stopping every instance on a loaded 2-core machine; each takes a few seconds. */
const INSTANCES_HOOK_TIMEOUT_MS = 120_000;

/**
 * The instances of a describe block: started before its tests, stopped (and their database removed)
 * after them. A test that restarts them needs a timeout of its own (INSTANCES_RESTART_TIMEOUT_MS).
 */
export function instancesForThisBlock(options: OptionsForThisBlock<InstancesOptions>): Instances {
  return openedForThisBlock(
    'instancesForThisBlock()',
    async () => openInstances(await resolveOptions(options)),
    (opened) => opened.dispose(),
    INSTANCES_HOOK_TIMEOUT_MS,
  );
}

export const INSTANCES_RESTART_TIMEOUT_MS = INSTANCES_HOOK_TIMEOUT_MS;
