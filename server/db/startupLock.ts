import { sql } from 'kysely';

import type { Db } from './connect';

/**
 * Runs `work` (migrations, then seeding) holding one PostgreSQL session advisory lock, on one
 * connection of the pool which `work` is handed as its Db. Instances started at once on one
 * database then take turns: the second finds the schema migrated and the content there, and seeds
 * nothing. Kysely's own migration lock alone left a gap between migrating and seeding, where two
 * instances each saw an empty catalogue and both loaded the demo data.
 *
 * The key is derived from the schema, so instances on other schemas of the same database (the
 * tests') do not wait for each other. The lock belongs to the connection: if the process dies
 * holding it, PostgreSQL releases it with the connection. SQLite has a single writer process
 * here, so there is no lock to take; the same path runs on one connection.
 */
export async function withStartupLock<T>(db: Db, work: (locked: Db) => Promise<T>): Promise<T> {
  return db.kysely.connection().execute(async (connection) => {
    const locked: Db = { ...db, kysely: connection };
    if (db.dialect !== 'postgres') return work(locked);
    await sql`SELECT pg_advisory_lock(hashtext(${LOCK_NAME} || current_schema()))`.execute(connection);
    try {
      return await work(locked);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(${LOCK_NAME} || current_schema()))`.execute(connection);
    }
  });
}

const LOCK_NAME = 'sr-jobs start-up:';
