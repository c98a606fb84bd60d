import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';

import { CLASS_WEIGHTS } from '../../src/domain/keywordSearch';
import { fieldWeights, type SearchGroup } from '../../src/domain/searchRanking';
import type { Db } from '../db/connect';
import { jobFromRow } from '../db/jobRows';
import { searchColumnList, writeJobSearchRows } from '../db/jobSearchRows';
import type { Database } from '../db/schema';

/**
 * The keyword search's index (docs/ARCHITECTURE.md, keyword search): job_search holds each job's
 * searched words, SQLite's FTS5 table or PostgreSQL's tsvector indexes them (migration
 * 008_search_jobs). The query reaching either engine is built here from words alone
 * (src/domain/keywordSearch.ts wordsOf): nothing a visitor types is read as full-text syntax.
 */

/** Brings job_search in step with the jobs written at `version` and with removed jobs (every content write's transaction). */
export async function syncJobSearch(trx: Transaction<Database>, version: number): Promise<void> {
  await trx
    .deleteFrom('job_search')
    .where('job_id', 'not in', (eb) => eb.selectFrom('jobs').select('id'))
    .execute();
  const written = await trx.selectFrom('jobs').selectAll().where('version', '=', version).execute();
  await writeJobSearchRows(trx, written.map(jobFromRow));
}

/** FTS5: each word quoted (so NEAR, AND, `*` are only words), a prefix phrase marked `*`; phrases in the groups' order (bm25 reads them so). */
function ftsQuery(groups: readonly SearchGroup[]): string {
  return groups.map((group) => `(${group.map((p) => `"${p.word}"${p.prefix ? '*' : ''}`).join(' OR ')})`).join(' AND ');
}

/** PostgreSQL: a tsquery of quoted lexemes, a prefix one marked `:*`. */
function tsQuery(groups: readonly SearchGroup[]): string {
  return groups.map((group) => `(${group.map((p) => `'${p.word}'${p.prefix ? ':*' : ''}`).join(' | ')})`).join(' & ');
}

/** A word as either engine may quote it: letters, digits and marks only (wordsOf makes no other). */
const isPlainWord = (word: string) => /^[\p{L}\p{N}\p{M}]+$/u.test(word);

/**
 * The ids of the jobs that match every group, most relevant first (SQLite bm25, which the device's
 * index computes alike: src/domain/searchRanking.ts; PostgreSQL ts_rank; both weighted by
 * SEARCH_FIELDS' classes), newest first among equals.
 */
export async function rankedJobIds(db: Db, groups: readonly SearchGroup[]): Promise<number[]> {
  const kept = groups.map((group) => group.filter((p) => isPlainWord(p.word))).filter((group) => group.length > 0);
  if (kept.length === 0) return [];
  if (db.dialect === 'sqlite') {
    // bm25 is lower for better matches; each column's weight in the FTS5 table's column order.
    const weights = fieldWeights().join(', ');
    const { rows } = await sql<{ id: number }>`
      SELECT rowid AS id FROM job_search_fts WHERE job_search_fts MATCH ${ftsQuery(kept)}
      ORDER BY bm25(job_search_fts, ${sql.raw(weights)}), rowid DESC`.execute(db.kysely);
    return rows.map((r) => Number(r.id));
  }
  // ts_rank's weights are listed D, C, B, A.
  const weights = `{${(['D', 'C', 'B', 'A'] as const).map((w) => CLASS_WEIGHTS[w]).join(',')}}`;
  const { rows } = await sql<{ id: number }>`
    SELECT job_id AS id FROM job_search, to_tsquery('simple', ${tsQuery(kept)}) AS query
    WHERE document @@ query
    ORDER BY ts_rank(${weights}::float4[], document, query) DESC, job_id DESC`.execute(db.kysely);
  return rows.map((r) => Number(r.id));
}

/** Every distinct indexed word: what a misspelt word is compared with (read again after each content change). */
export async function searchVocabulary(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('job_search')
    .select(searchColumnList() as 'title'[])
    .execute();
  const words = new Set<string>();
  for (const row of rows) for (const text of Object.values(row)) for (const word of text.split(' ')) if (word) words.add(word);
  return words;
}
