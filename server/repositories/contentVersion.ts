import type { Kysely, Transaction } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

import type { Database } from '../db/schema';
import { syncJobSearch } from './jobSearch';

/**
 * The content version: one counter for all public content (jobs, companies, articles), bumped by
 * every content write in that write's own transaction (contentWrites.ts, the seed). Each row
 * carries the version it was last written at, and each removal is recorded with the version that
 * removed it, so "what changed since version N" is a query: rows and removals with a version
 * above N. A device's offline copy asks exactly that (routes/offlineCopy.ts, docs/OFFLINE.md).
 *
 * It only ever grows, and a reader that sees version N committed sees every write up to N: a
 * writer takes the counter's row lock first (PostgreSQL) or the database's one write lock
 * (SQLite) and holds it until it commits, so versions commit in order. That makes it usable
 * as a coherence check beside the offline copy too: any process can read `currentContentVersion`
 * and know that its cached answers are current if the number has not moved.
 */

/**
 * The PostgreSQL channel each content write notifies in its own transaction, so PostgreSQL delivers
 * the notification when (and only if) the write commits: every instance LISTENs on it and drops its
 * cached answers and pages (server/contentWatch.ts). The payload is the new version.
 */
export const CONTENT_CHANNEL = 'srjobs_content';

/** The content version now: 0 before any write since the counter was made. */
export async function currentContentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Bumps the counter inside `trx` and returns the new version, which the write stamps on what it
 * changes. Must run inside the write's transaction: the lock it takes orders the versions.
 */
export async function bumpContentVersion(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  const version = Number(row.version);
  // SQLite has no notifications: its one process hears its own writes, and others check the version.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${String(version)})`.execute(trx);
  }
  return version;
}

/**
 * Runs `work` in a transaction with a freshly bumped content version: `db`'s own transaction when
 * it is one already (the seed writes several tables in one), else a new one.
 */
export async function withContentVersion<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>, version: number) => Promise<T>,
): Promise<T> {
  const run = async (trx: Transaction<Database>) => {
    const version = await bumpContentVersion(trx);
    const result = await work(trx, version);
    // The keyword search's rows change with the jobs, in the same transaction (jobSearch.ts).
    await syncJobSearch(trx, version);
    return result;
  };
  return db.isTransaction ? run(db as Transaction<Database>) : db.transaction().execute(run);
}
