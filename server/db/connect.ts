import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

/** The open database: one Kysely instance, whichever engine is behind it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for log lines (never includes a password). */
  description: string;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'srtech.sqlite';

/** `poolSize`: most connections the pool opens (pg's default, 10, when omitted). */
export type DbTarget = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize?: number };

export function dbTargetFrom(config: { dataDir: string; databaseUrl: string | undefined; databasePoolSize?: number }): DbTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'sqlite', dataDir: config.dataDir };
}

export function openDb(target: DbTarget): Db {
  return target.kind === 'sqlite' ? openSqlite(target.dataDir) : openPostgres(target.url, target.poolSize ?? 10);
}

function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE_NAME);
  const database = new SQLite(file);
  // WAL lets readers proceed while a write commits; NORMAL sync is safe with WAL and much faster.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    kysely,
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    // Kysely closes the file only if it ever ran a query; close it ourselves otherwise.
    close: async () => {
      await kysely.destroy();
      if (database.open) database.close();
    },
  };
}

/** A connection attempt to an unreachable host fails after this instead of hanging (pg waits forever by default). */
const CONNECT_TIMEOUT_MS = 5_000;

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client losing its connection must not take the process down.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const where = new URL(url);
  return {
    kysely,
    dialect: 'postgres',
    description: `PostgreSQL ${where.hostname}:${where.port || '5432'}${where.pathname}`,
    close: () => kysely.destroy(),
  };
}
