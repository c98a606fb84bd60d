import type { Kysely } from 'kysely';

import { type Resource, RESOURCES } from '../../src/contract/resources';
import type { ArticleRecord, CompanyRecord, JobRecord } from '../../src/domain/entities';
import type { ArticleRow, CompanyRow, Database, JobRow } from '../db/schema';
import { articleFromRow } from './articles';
import { companyFromRow } from './companies';
import { jobFromRow } from './jobs';

/** What changed since a content version (contentVersion.ts): the offline copy's queries. */

export interface ContentRecords {
  jobs: JobRecord;
  companies: CompanyRecord;
  articles: ArticleRecord;
}

interface ContentRows {
  jobs: JobRow;
  companies: CompanyRow;
  articles: ArticleRow;
}

const fromRow: { [K in Resource]: (row: ContentRows[K]) => ContentRecords[K] } = {
  jobs: jobFromRow,
  companies: companyFromRow,
  articles: articleFromRow,
};

/**
 * Up to `limit` rows of `table` with an id above `afterId`, in id order, and, when `since` is
 * given, written after that version (every row when it is null: a full copy).
 */
export async function recordsChangedSince<K extends Resource>(
  db: Kysely<Database>,
  table: K,
  since: number | null,
  afterId: number,
  limit: number,
): Promise<ContentRecords[K][]> {
  // One query for the three tables: Kysely cannot type a select over a union of tables, so it is
  // typed as the jobs table and its rows handed to the table's own mapping.
  let query = db
    .selectFrom(table as 'jobs')
    .selectAll()
    .where('id', '>', afterId);
  if (since !== null) query = query.where('version', '>', since);
  const rows = await query.orderBy('id', 'asc').limit(limit).execute();
  const map = fromRow[table] as (row: unknown) => ContentRecords[K];
  return rows.map(map);
}

/**
 * The ids of `table`'s rows in id order, and, when `since` is given, only those written after that
 * version: where the offline copy's chunks of a run begin (routes/offlineCopyGrid.ts).
 */
export async function idsChangedSince(db: Kysely<Database>, table: Resource, since: number | null): Promise<number[]> {
  let query = db.selectFrom(table as 'jobs').select('id');
  if (since !== null) query = query.where('version', '>', since);
  const rows = await query.orderBy('id', 'asc').execute();
  return rows.map((row) => row.id);
}

/** The jobs, companies and articles removed after `since`. */
export async function removalsSince(db: Kysely<Database>, since: number): Promise<{ resource: Resource; id: number }[]> {
  const rows = await db
    .selectFrom('content_removals')
    .select(['resource', 'id'])
    .where('version', '>', since)
    .orderBy('resource')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const resource = RESOURCES.find((name) => name === row.resource);
    return resource === undefined ? [] : [{ resource, id: row.id }];
  });
}
