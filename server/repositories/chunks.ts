/**
 * Rows per multi-row INSERT. Both engines cap bound parameters per statement (SQLite 32766,
 * PostgreSQL 65535); 200 rows of a dozen columns stays far below either.
 */
const ROWS_PER_INSERT = 200;

export async function insertInChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await insert(rows.slice(i, i + ROWS_PER_INSERT));
  }
}
