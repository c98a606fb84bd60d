import type { Insertable, Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** The tables staff publish to. */
export type ContentTable = 'jobs' | 'companies' | 'articles';
export type ContentRow<T extends ContentTable> = Insertable<Database[T]>;

export async function insertContent<T extends ContentTable>(db: Kysely<Database>, table: T, row: ContentRow<T>): Promise<number> {
  const inserted = await db
    .insertInto(table as ContentTable)
    .values(row as ContentRow<ContentTable>)
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
): Promise<boolean> {
  const result = await db
    .updateTable(table as ContentTable)
    .set(row as ContentRow<ContentTable>)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Returns false when there is no such row. Applications keep their copy of a removed job's details. */
export async function deleteContent(db: Kysely<Database>, table: ContentTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
