import type { Kysely, Transaction } from 'kysely';

import type { Database, NewArticleRow, NewCompanyRow, NewJobRow } from '../db/schema';
import { insertInChunks } from './chunks';
import { withContentVersion } from './contentVersion';

/**
 * Every write of public content (the staff console, `npm run seed`) goes through here, so each
 * one bumps the content version and stamps it on what it changes in the same transaction, and
 * each removal leaves its record (contentVersion.ts).
 */

/** The tables staff publish to. */
export type ContentTable = 'jobs' | 'companies' | 'articles';

interface NewRows {
  jobs: NewJobRow;
  companies: NewCompanyRow;
  articles: NewArticleRow;
}
export type ContentRow<T extends ContentTable> = NewRows[T];

/** The one rule of updated_at: every insert and update of content sets it to the write's time (the sitemap's lastmod). */
export function stamped<R extends object>(row: R, at: Date): R & { updated_at: string } {
  return { ...row, updated_at: at.toISOString() };
}

/** An id in use again (ids restart after `npm run seed -- --reset`) is no longer removed. */
async function clearRemovals(trx: Transaction<Database>, table: ContentTable, version: number): Promise<void> {
  await trx
    .deleteFrom('content_removals')
    .where('resource', '=', table)
    .where('id', 'in', (eb) => eb.selectFrom(table).select('id').where('version', '=', version))
    .execute();
}

export async function insertContent<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  row: ContentRow<T>,
  at: Date,
): Promise<number> {
  return withContentVersion(db, async (trx, version) => {
    const inserted = await trx
      .insertInto(table as ContentTable)
      .values({ ...stamped(row as ContentRow<'jobs'>, at), version })
      .returning('id')
      .executeTakeFirstOrThrow();
    await clearRemovals(trx, table, version);
    return inserted.id;
  });
}

/** Many rows at once (the seed): one content version for all of them. */
export async function insertManyContent<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  rows: readonly ContentRow<T>[],
  at: Date,
): Promise<void> {
  await withContentVersion(db, async (trx, version) => {
    const written = rows.map((row) => ({ ...stamped(row as ContentRow<'jobs'>, at), version }));
    await insertInChunks(written, (chunk) =>
      trx
        .insertInto(table as 'jobs')
        .values(chunk)
        .execute(),
    );
    await clearRemovals(trx, table, version);
  });
}

/** Returns false when there is no such row. */
export async function updateContent<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  row: ContentRow<T>,
  at: Date,
): Promise<boolean> {
  return withContentVersion(db, async (trx, version) => {
    const result = await trx
      .updateTable(table as 'jobs')
      .set({ ...stamped(row as ContentRow<'jobs'>, at), version })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** Records the removal of row `id` of `table` (every row when no id is given), at `version`. */
async function recordRemovals(trx: Transaction<Database>, table: ContentTable, version: number, id?: number): Promise<void> {
  // Always a WHERE: SQLite cannot parse INSERT ... SELECT ... ON CONFLICT without one.
  const rows = trx
    .selectFrom(table)
    .select((eb) => [eb.val(table).as('resource'), 'id', eb.val(version).as('version')])
    .where('id', id === undefined ? '>' : '=', id ?? 0);
  await trx
    .insertInto('content_removals')
    .columns(['resource', 'id', 'version'])
    .expression(rows)
    .onConflict((oc) => oc.columns(['resource', 'id']).doUpdateSet({ version }))
    .execute();
}

/** Returns false when there is no such row. Applications keep their copy of a removed job's details. */
export async function deleteContent(db: Kysely<Database>, table: ContentTable, id: number): Promise<boolean> {
  return withContentVersion(db, async (trx, version) => {
    await recordRemovals(trx, table, version, id);
    const result = await trx.deleteFrom(table).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Removes every row of `table` (`npm run seed -- --reset`); returns how many. */
export async function deleteAllContent(db: Kysely<Database>, table: ContentTable): Promise<number> {
  return withContentVersion(db, async (trx, version) => {
    await recordRemovals(trx, table, version);
    const result = await trx.deleteFrom(table).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Each row's id and last write, in id order (the sitemap's lastmod). */
export async function contentUpdateTimes(
  db: Kysely<Database>,
  table: ContentTable,
): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await db.selectFrom(table).select(['id', 'updated_at']).orderBy('id', 'asc').execute();
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at }));
}
