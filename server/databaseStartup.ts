import { setTimeout as sleep } from 'node:timers/promises';

import type { Db } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { withStartupLock } from './db/startupLock';
import type { Logger } from './http/logger';
import { moveInUploads } from './images/moveInUploads';
import type { SeedData } from './seed/seed';
import { seedIfEmpty } from './seed/seed';
import type { IdempotentWrites } from './writes/idempotentWrites';

/** Waits between start-up attempts while the database is unreachable: 1 s, doubling up to this. */
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * The start-up work on the database: migrations and seeding under one lock (db/startupLock.ts),
 * so instances started at once seed once; then an earlier version's uploaded files move into the
 * database, and the stored idempotency answers past their day are purged.
 * `seedData` null: an empty database stays empty (DEMO_DATA=off).
 */
export async function prepareDatabase(
  db: Db,
  seedData: SeedData | null,
  writes: IdempotentWrites,
  logger: Logger,
  /** An earlier version's DATA_DIR/uploads, whose files move into the database (images/moveInUploads.ts). */
  imagesDir: string,
): Promise<void> {
  const seeded = await withStartupLock(db, async (locked) => {
    await migrateToLatest(locked);
    return seedData !== null && (await seedIfEmpty(locked, seedData));
  });
  if (seeded) logger.info(`seeded an empty database (${db.description})`);
  // Idempotent and safe beside other instances doing the same, so outside the lock.
  await moveInUploads(db, imagesDir, logger, new Date());
  await writes.purge();
}

export interface Preparation {
  /** Whether the first attempt succeeded; never rejects. */
  first: Promise<boolean>;
  /** Resolves true once prepared, false if stopped first; never rejects. */
  done: Promise<boolean>;
  /** Stops retrying (at shutdown); an attempt under way still finishes. */
  stop(): void;
}

/**
 * Runs `attempt` until it succeeds: the first at once, the next after a growing wait, each failure
 * logged. An instance whose database is down at start keeps running (and says so on /readyz)
 * instead of exiting, so it serves as soon as the database is back, without a restart loop.
 */
export function prepareUntilDone(attempt: () => Promise<void>, logger: Logger): Preparation {
  const stopping = new AbortController();
  const tryOnce = () =>
    attempt().then(
      () => true,
      (err: unknown) => {
        logger.error(`The database is not ready: ${err instanceof Error ? err.message : String(err)}`, err);
        return false;
      },
    );
  const first = tryOnce();
  const done = (async () => {
    let succeeded = await first;
    for (let delay = 1_000; !succeeded; delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS)) {
      if (stopping.signal.aborted) return false;
      logger.info(`trying the database again in ${delay / 1000} s`);
      const waited = await sleep(delay, true, { signal: stopping.signal }).catch(() => false);
      if (!waited) return false;
      succeeded = await tryOnce();
    }
    return true;
  })();
  return { first, done, stop: () => stopping.abort() };
}
