import type { Kysely } from 'kysely';

import { decodeJob, encodeJob } from '../../src/contract/wire';
import type { JobRecord } from '../../src/domain/entities';
import { SEARCH_FIELDS, searchedText, type SearchField } from '../../src/domain/keywordSearch';
import { searchableJob } from '../../src/domain/searchableJob';
import type { Database, JobSearchTable } from './schema';

/** Each searched field's column in job_search, in SEARCH_FIELDS' order (the FTS5 table's column order). */
export const SEARCH_COLUMNS: Record<SearchField, Exclude<keyof JobSearchTable, 'job_id'>> = {
  title: 'title',
  companyName: 'company_name',
  location: 'location',
  jobType: 'job_type',
  experience: 'experience',
  salary: 'salary',
  mainHeading: 'main_heading',
  headings: 'headings',
  mainDescription: 'main_description',
};

/** The columns in SEARCH_FIELDS' order. */
export const searchColumnList = (): string[] => SEARCH_FIELDS.map(({ field }) => SEARCH_COLUMNS[field]);

/** A job's search row: the job as the visitor reads it (decoded from its wire form), each field's words. */
export function jobSearchRow(record: JobRecord): JobSearchTable {
  const job = decodeJob(encodeJob(record));
  const searched = searchableJob(job, job);
  const row = { job_id: record.id } as JobSearchTable;
  for (const { field } of SEARCH_FIELDS) row[SEARCH_COLUMNS[field]] = searchedText(searched[field]);
  return row;
}

/** Rows per INSERT: ten columns each, far below either engine's cap on bound parameters. */
const ROWS_PER_INSERT = 200;

/** Writes (or rewrites) the search rows of these jobs. */
export async function writeJobSearchRows(db: Kysely<Database>, records: readonly JobRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(jobSearchRow);
  const ids = rows.map((r) => r.job_id);
  for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
    await db
      .deleteFrom('job_search')
      .where('job_id', 'in', ids.slice(i, i + ROWS_PER_INSERT))
      .execute();
    await db
      .insertInto('job_search')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
  }
}
