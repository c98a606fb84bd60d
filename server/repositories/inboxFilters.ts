import type { Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';

/**
 * Case-insensitive "contains" over some columns, the same on both engines (SQLite's LIKE ignores
 * ASCII case, PostgreSQL's does not, so both sides are lower-cased). %, _ and \ typed by staff
 * match themselves.
 */
export function containsAny(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const tests = columns.map((col) => sql<SqlBool>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** One page of rows and how many match in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Page `page` (from 1) of `pageSize`, or every row when pageSize is null (CSV export). */
export function pageBounds(page: number, pageSize: number | null): { limit: number | null; offset: number } {
  return pageSize === null ? { limit: null, offset: 0 } : { limit: pageSize, offset: (page - 1) * pageSize };
}
