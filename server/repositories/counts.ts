import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';

import type { Database } from '../db/schema';

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  return countRowsWhere(db, table);
}

/** How many rows of `table` match `where` (all rows without it). */
export async function countRowsWhere<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  where?: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
): Promise<number> {
  let query = db.selectFrom(table as keyof Database).select((eb) => eb.fn.countAll<number | string | bigint>().as('n'));
  if (where) query = query.where(where as (eb: ExpressionBuilder<Database, keyof Database>) => Expression<SqlBool>);
  const row = await query.executeTakeFirstOrThrow();
  // PostgreSQL's count() is a bigint, which pg hands over as a string.
  return Number(row.n);
}

/**
 * The newest id of an inbox table (0 when empty) and how many rows have an id above `after` (0
 * when not asked): the console's "arrived since you looked", read from the database, so every
 * instance on it answers alike. Both over the primary key.
 */
export async function arrivedAfter(
  db: Kysely<Database>,
  table: 'applications' | 'enquiries',
  after: number | undefined,
): Promise<{ newest: number; arrived: number }> {
  const newest = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const arrived = after === undefined ? 0 : await countRowsWhere(db, table, (eb) => eb('id', '>', after));
  return { newest: Number(newest?.id ?? 0), arrived };
}

export interface ContentCounts {
  jobs: number;
  companies: number;
  articles: number;
}

export async function countContent(db: Kysely<Database>): Promise<ContentCounts> {
  return {
    jobs: await countRows(db, 'jobs'),
    companies: await countRows(db, 'companies'),
    articles: await countRows(db, 'articles'),
  };
}
