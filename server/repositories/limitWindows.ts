import type { Transaction } from 'kysely';

import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/** One counted key: a client address or an email, within a bucket (a limit of its own). */
export interface WindowKey {
  bucket: string;
  key: string;
}

/** At most `limit` counted hits per key within any `windowMs` (a sliding window of the hits' times). */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

/** One bucket under one rule: what a per-client rate limit is handed (guards/rateLimit.ts). */
export interface BucketWindow {
  take(key: string, at: Date): Promise<number>;
  giveBack(key: string, at: Date): Promise<void>;
}

/** Expired rows are deleted at most this often by one process: enough to keep the table small. */
const PURGE_EVERY_MS = 60_000;

interface LockedRow {
  bucket: string;
  key: string;
  hits: string;
}

function sameKey(a: WindowKey, b: WindowKey): boolean {
  return a.bucket === b.bucket && a.key === b.key;
}

/**
 * Every take locks its keys in this one order, so two takes never wait for each other in a circle;
 * each key once (PostgreSQL refuses an upsert that would update one row twice).
 */
function inLockOrder(keys: readonly WindowKey[]): WindowKey[] {
  const text = (k: WindowKey) => `${k.bucket}\u0000${k.key}`;
  const distinct = [...new Map(keys.map((k) => [text(k), k])).values()];
  return distinct.sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}

/**
 * Whole seconds, at least 1, and never more than the window: a hit counted by a take that got the
 * lock first may be a little newer than `at` (taken before this take waited for the lock, or on an
 * instance whose clock is ahead), which must not stretch the wait past the window.
 */
function waitSeconds(ms: number, windowMs: number): number {
  return Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil(ms / 1000)));
}

function hitTimes(json: string): number[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((h): h is number => typeof h === 'number') : [];
}

/**
 * The counted hits, in the database every instance shares: one row per key holding the times of
 * its hits within the window. A take is one transaction whose first statement upserts the keys'
 * rows; that locks them until it commits (a row lock on PostgreSQL, the write lock on SQLite), so a
 * concurrent take of the same key, from this process or another, waits and then reads what this
 * one wrote. Counting and deciding under that lock is what makes N instances together accept
 * exactly the limit, and the rows outlive a restart.
 *
 * Why not rate-limiter-flexible: its windows are fixed (the count resets a duration after the first
 * hit, so twice the limit can pass around a reset) where the site's limit is a sliding window, its
 * PostgreSQL store creates its own table at run time instead of in our migrations, and the staff
 * lockout must take the email's and the address's attempt together or neither, which it does not
 * offer as one atomic step. One small transaction per hit does all three on both engines.
 */
export class LimitWindows {
  #lastPurge = 0;

  constructor(private readonly db: Db) {}

  /**
   * Takes one hit at `at` on every key if each has room, else none: 0 when taken, else the seconds
   * until the oldest hit that fills a key leaves the window (the longest wait of the keys).
   */
  async take(keys: readonly WindowKey[], rule: WindowRule, at: Date): Promise<number> {
    const t = at.getTime();
    const wait = await this.db.kysely.transaction().execute(async (trx) => {
      const rows = await lockRows(trx, keys, at);
      const recent = rows.map((row) => ({ row, hits: hitTimes(row.hits).filter((h) => h > t - rule.windowMs) }));
      let longest = 0;
      for (const { hits } of recent) {
        const deciding = hits[hits.length - rule.limit];
        if (deciding !== undefined) longest = Math.max(longest, waitSeconds(deciding + rule.windowMs - t, rule.windowMs));
      }
      if (longest > 0) return longest;
      for (const { row, hits } of recent) await writeHits(trx, row, [...hits, t], rule.windowMs);
      return 0;
    });
    await this.#purgeNowAndThen(at);
    return wait;
  }

  /** Gives back the hit taken at `at` (a request that turned out not to count). */
  async giveBack(key: WindowKey, at: Date, rule: WindowRule): Promise<void> {
    await this.db.kysely.transaction().execute(async (trx) => {
      const [row] = await lockRows(trx, [key], at);
      if (!row) return;
      const hits = hitTimes(row.hits);
      const index = hits.lastIndexOf(at.getTime());
      if (index < 0) return;
      hits.splice(index, 1);
      await writeHits(trx, row, hits, rule.windowMs);
    });
  }

  /** Forgets every hit of `key`. */
  async clear(key: WindowKey): Promise<void> {
    await this.db.kysely.deleteFrom('limit_windows').where('bucket', '=', key.bucket).where('key', '=', key.key).execute();
  }

  /** One bucket under one rule, keyed by the caller. */
  bucket(bucket: string, rule: WindowRule): BucketWindow {
    return {
      take: (key, at) => this.take([{ bucket, key }], rule, at),
      giveBack: (key, at) => this.giveBack({ bucket, key }, at, rule),
    };
  }

  /** Deletes the rows whose hits have all left their window, at most once a minute (after a take, outside its lock). */
  async #purgeNowAndThen(at: Date): Promise<void> {
    if (at.getTime() - this.#lastPurge < PURGE_EVERY_MS) return;
    this.#lastPurge = at.getTime();
    // Best effort: a purge that fails (the database busy, shutting down) leaves rows the next one
    // deletes, and must never fail the request that happened to start it.
    await purgeExpired(this.db, at).catch(() => undefined);
  }
}

/**
 * Upserts the keys' rows (an empty window for a new key) and returns them, locked until the
 * transaction ends. The no-op update is what takes the lock on an existing row.
 */
async function lockRows(trx: Transaction<Database>, keys: readonly WindowKey[], at: Date): Promise<LockedRow[]> {
  const ordered = inLockOrder(keys);
  if (ordered.length === 0) return [];
  const rows = await trx
    .insertInto('limit_windows')
    .values(ordered.map((k) => ({ bucket: k.bucket, key: k.key, hits: '[]', expires_at: at.toISOString() })))
    .onConflict((oc) => oc.columns(['bucket', 'key']).doUpdateSet((eb) => ({ hits: eb.ref('limit_windows.hits') })))
    .returning(['bucket', 'key', 'hits'])
    .execute();
  return ordered.map((k) => rows.find((r) => sameKey(r, k))).filter((r): r is LockedRow => r !== undefined);
}

async function writeHits(trx: Transaction<Database>, key: WindowKey, hits: number[], windowMs: number): Promise<void> {
  // Instances' clocks differ a little: keep the times sorted, so "the oldest" stays the first.
  const sorted = [...hits].sort((a, b) => a - b);
  const newest = sorted.at(-1) ?? 0;
  await trx
    .updateTable('limit_windows')
    .set({ hits: JSON.stringify(sorted), expires_at: new Date(newest + windowMs).toISOString() })
    .where('bucket', '=', key.bucket)
    .where('key', '=', key.key)
    .execute();
}

/**
 * Deletes the rows that count nothing any more. On PostgreSQL it skips rows a take holds: a delete
 * that waited for one while holding another a take wants next would be a deadlock, and PostgreSQL
 * would abort one of the two. SQLite has one writer at a time, so nothing can wait in a circle.
 */
async function purgeExpired(db: Db, at: Date): Promise<void> {
  const cutoff = at.toISOString();
  if (db.dialect === 'sqlite') {
    await db.kysely.deleteFrom('limit_windows').where('expires_at', '<=', cutoff).execute();
    return;
  }
  await db.kysely
    .deleteFrom('limit_windows')
    .where('expires_at', '<=', cutoff)
    .where((eb) =>
      eb(
        eb.refTuple('bucket', 'key'),
        'in',
        eb
          .selectFrom('limit_windows')
          .select(['bucket', 'key'])
          .where('expires_at', '<=', cutoff)
          .forUpdate()
          .skipLocked()
          .$asTuple('bucket', 'key'),
      ),
    )
    .execute();
}
