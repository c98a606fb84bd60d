import { randomBytes } from 'node:crypto';

import pg from 'pg';

import type { Db } from '../../../server/db/connect';
import { openDb } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrations';
import { tempDir } from './files';

/**
 * The databases the data-layer tests run against: always a real SQLite file in a temp dir, and
 * PostgreSQL too when TEST_DATABASE_URL is set (each test database in a fresh schema, dropped
 * afterwards). tests/server/postgres.test.ts says why PostgreSQL is absent, and fails in CI.
 */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** Opens a fresh, migrated, empty database. */
  open(): Promise<OpenedDatabase>;
}

export interface OpenedDatabase {
  db: Db;
  /** Closes the database and removes its file or schema. */
  dispose(): Promise<void>;
}

export const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const sqliteDatabase: TestDatabase = {
  name: 'sqlite',
  async open() {
    const folder = tempDir('db');
    const db = openDb({ kind: 'sqlite', dataDir: folder.dir });
    await migrateToLatest(db);
    return {
      db,
      async dispose() {
        await db.close();
        folder.remove();
      },
    };
  },
};

/** The URL with a search_path option, so every unqualified table lives in `schema`. */
export function urlWithSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh empty schema on the test server; returns its name and how to drop it. */
export async function freshSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `srjobs_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE SCHEMA ${schema}`));
  return { schema, drop: () => admin(url, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => undefined) };
}

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const { schema, drop } = await freshSchema(url);
      const db = openDb({ kind: 'postgres', url: urlWithSchema(url, schema) });
      await migrateToLatest(db);
      return {
        db,
        async dispose() {
          await db.close();
          await drop();
        },
      };
    },
  };
}

export const testDatabases: TestDatabase[] = POSTGRES_URL ? [sqliteDatabase, postgres(POSTGRES_URL)] : [sqliteDatabase];
