import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RESUME_MAX_BYTES } from '../src/domain/resume';

/** Everything the server reads from its environment, parsed in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded SQLite file (created when missing). Unused with PostgreSQL. */
  dataDir: string;
  /** postgres://... switches the database to PostgreSQL; undefined means SQLite under dataDir. */
  databaseUrl: string | undefined;
  resumeMaxBytes: number;
  /** The built web app (`npm run build`). */
  distDir: string;
  /** The public images; not configurable, they ship with the server. */
  uploadsDir: string;
  /** Images staff upload: DATA_DIR/uploads, served beside uploadsDir's. */
  imagesDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The images the demo records name live beside the server code. */
export const UPLOADS_DIR = fileURLToPath(new URL('./uploads/', import.meta.url));

/** Upper bound for RESUME_MAX_BYTES: the whole body is held in memory while it is checked. */
const RESUME_MAX_BYTES_CEILING = 100 * 1024 * 1024;

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function databaseUrl(env: Env): string | undefined {
  const raw = text(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  if (!/^postgres(ql)?:\/\/./i.test(raw)) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/db); leave it unset to use the embedded SQLite file',
    );
  }
  return raw;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, text(env, 'DATA_DIR') ?? 'data');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrl(env),
    resumeMaxBytes: integer(env, 'RESUME_MAX_BYTES', DEFAULT_RESUME_MAX_BYTES, 1, RESUME_MAX_BYTES_CEILING),
    distDir: resolve(cwd, text(env, 'DIST_DIR') ?? 'dist'),
    uploadsDir: UPLOADS_DIR,
    imagesDir: join(dataDir, 'uploads'),
  };
}
