import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL's count() is a bigint, which pg hands over as a string.
  return Number(row.n);
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
