import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { ContentValues, Spelling, ValueField } from '../../src/domain/contentValues';
import { preferredSpellings, VALUE_FIELDS } from '../../src/domain/contentValues';
import type { Database } from '../db/schema';
import type { ContentTable } from './contentWrites';

/** Where each field's values are stored: a job names its company and place, as a company does its own. */
const SOURCES: Record<ValueField, readonly { table: ContentTable; column: string }[]> = {
  companyName: [
    { table: 'jobs', column: 'company_name' },
    { table: 'companies', column: 'name' },
  ],
  location: [
    { table: 'jobs', column: 'location' },
    { table: 'companies', column: 'location' },
  ],
  jobType: [{ table: 'jobs', column: 'job_type' }],
  experience: [{ table: 'jobs', column: 'experience' }],
};

/** A record left out of the count: the one being saved, so its own old spelling cannot overrule a correction. */
export interface SavedRecord {
  table: ContentTable;
  id: number;
}

/**
 * The stored spellings of one field and how many records use each: a GROUP BY per source column,
 * so a catalogue of thousands of jobs answers with its few distinct values, not its rows.
 */
async function spellingsOf(db: Kysely<Database>, field: ValueField, except: SavedRecord | null): Promise<Spelling[]> {
  const found: Spelling[] = [];
  for (const { table, column } of SOURCES[field]) {
    const skipped = except?.table === table ? except.id : -1;
    const { rows } = await sql<{ value: string | null; n: number | string | bigint }>`
      select ${sql.ref(column)} as value, count(*) as n from ${sql.table(table)}
      where ${sql.ref('id')} <> ${skipped} and ${sql.ref(column)} is not null
      group by ${sql.ref(column)}`.execute(db);
    // PostgreSQL's count() is a bigint, which pg hands over as a string.
    for (const row of rows) if (row.value !== null) found.push({ value: row.value, count: Number(row.n) });
  }
  return found;
}

/** Each field's existing values, one spelling per value (src/domain/contentValues.ts). */
export async function contentValues(db: Kysely<Database>, except: SavedRecord | null = null): Promise<ContentValues> {
  const entries = await Promise.all(
    VALUE_FIELDS.map(async (field) => [field, preferredSpellings(await spellingsOf(db, field, except))] as const),
  );
  return Object.fromEntries(entries) as ContentValues;
}
