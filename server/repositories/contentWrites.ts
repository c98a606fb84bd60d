import type { Insertable, Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** The tables staff publish to. */
export type ContentTable = 'jobs' | 'companies' | 'articles';
/** A content row as a write gives it; the write stamps its time (stamped). */
export type ContentRow<T extends ContentTable> = Omit<Insertable<Database[T]>, 'updated_at'>;

/** The one rule of updated_at: every insert and update of content sets it to the write's time. */
export function stamped<R extends object>(row: R, at: Date): R & { updated_at: string } {
  return { ...row, updated_at: at.toISOString() };
}

export async function insertContent<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  row: ContentRow<T>,
  at: Date,
): Promise<number> {
  const inserted = await db
    .insertInto(table as ContentTable)
    .values(stamped(row as ContentRow<ContentTable>, at))
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Returns false when there is no such row. */
export async function updateContent<T extends ContentTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  row: ContentRow<T>,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable(table as ContentTable)
    .set(stamped(row as ContentRow<ContentTable>, at))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Returns false when there is no such row. Applications keep their copy of a removed job's details. */
export async function deleteContent(db: Kysely<Database>, table: ContentTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Each row's id and last write, in id order (the sitemap's lastmod). */
export async function contentUpdateTimes(
  db: Kysely<Database>,
  table: ContentTable,
): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await db.selectFrom(table).select(['id', 'updated_at']).orderBy('id', 'asc').execute();
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at }));
}
