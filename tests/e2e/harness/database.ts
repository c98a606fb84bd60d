import { join } from 'node:path';

import SQLite from 'better-sqlite3';

import { SQLITE_FILE_NAME } from '../../../server/db/connect';

/** The server's SQLite file in a DATA_DIR (the name is the server's own constant). */
export function databaseFile(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

/**
 * Opens the server's database read-only, to check what a form submission stored, e.g.
 *   const db = openDatabase(inject('dataDir'));
 *   const row = db.prepare('SELECT email FROM enquiries ORDER BY id DESC LIMIT 1').get();
 *   db.close();
 * Read-only: the server keeps writing to it (WAL mode), and a test must never change its data.
 * Table and column names: server/db/schema.ts.
 */
export function openDatabase(dataDir: string): SQLite.Database {
  return new SQLite(databaseFile(dataDir), { readonly: true, fileMustExist: true });
}
