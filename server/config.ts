import { availableParallelism } from 'node:os';
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
  /** Most PostgreSQL connections this process opens; times the number of instances, it must stay below max_connections. */
  databasePoolSize: number;
  /** Whether an empty database is filled with the demo data at start (off for a production site). */
  demoData: boolean;
  /** How long requests in flight may take to finish at shutdown before their connections are cut. */
  shutdownGraceMs: number;
  /**
   * How often the content version is compared with the one this process's caches were built from:
   * the bound on staleness when a change notification is lost (contentWatch.ts).
   */
  contentCheckMs: number;
  resumeMaxBytes: number;
  /** The built web app (`npm run build`). */
  distDir: string;
  /** The public images; not configurable, they ship with the server. */
  uploadsDir: string;
  /** Most open connections at once (server.maxConnections); further ones are closed at once. */
  maxConnections: number;
  guards: RequestGuards;
  /** Where and within what a resume's content is checked (server/resumeChecks/). */
  resumeChecks: ResumeCheckLimits;
  /**
   * DATA_DIR/uploads, where earlier versions kept the images staff uploaded: start-up moves them
   * into the database (server/images/moveInUploads.ts), where uploads now live.
   */
  imagesDir: string;
  /** The share of real visits' Core Web Vitals beacons kept, 0 to 1 (server/routes/vitals.ts). */
  vitalsSampleRate: number;
}

/** What protects the public POSTs from abuse ; docs/ARCHITECTURE.md says why these defaults. */
export interface RequestGuards {
  /** Applications sent per client address per window, keyed or not (a resend of a stored Idempotency-Key counts too). */
  applicationsPerWindow: number;
  /** Enquiries accepted per client address per window. */
  enquiriesPerWindow: number;
  /** Core Web Vitals beacons accepted per client address per window (server/routes/vitals.ts says why this default). */
  vitalsPerWindow: number;
  windowSeconds: number;
  /** Resume bytes all applications of the last 24 hours may hold together (counted in the database). */
  resumeBytesPerDay: number;
  /** Applications whose body this process reads at once (its memory); one more is refused (503) before its body is read. */
  concurrentUploads: number;
  /** A request body that makes no progress for this long is answered 408. */
  bodyIdleSeconds: number;
  /** Direct peers whose X-Forwarded-For names the client (a reverse proxy); none by default. */
  trustedProxies: readonly string[];
  /** Origins besides the server's own that may POST (a web app built with VITE_API_BASE_URL elsewhere). */
  allowedOrigins: readonly string[];
}

export const DEFAULT_GUARDS: RequestGuards = {
  applicationsPerWindow: 10,
  enquiriesPerWindow: 20,
  vitalsPerWindow: 120,
  windowSeconds: 600,
  resumeBytesPerDay: 500 * 1024 * 1024,
  concurrentUploads: 20,
  bodyIdleSeconds: 30,
  trustedProxies: [],
  allowedOrigins: [],
};

/** The resume checks' threads and limits; docs/ARCHITECTURE.md says why these defaults. */
export interface ResumeCheckLimits {
  /** Worker threads checking resumes at once, one file each; more uploads wait their turn. */
  threads: number;
  /** How long one file's check may run before its thread is stopped and the upload refused (422). */
  timeLimitMs: number;
  /** The heap one check's thread may use (V8's old generation) before it is stopped and the upload refused (422). */
  memoryLimitMb: number;
}

/**
 * One core is left to the event loop that answers every request; past 4 threads the checks' memory
 * grows faster than the uploads arriving at once (MAX_CONCURRENT_UPLOADS) need.
 */
export const defaultResumeCheckThreads = (cores = availableParallelism()) => Math.max(1, Math.min(4, cores - 1));

export const DEFAULT_RESUME_CHECK_LIMITS: ResumeCheckLimits = {
  threads: defaultResumeCheckThreads(),
  // A real 5 MB CV is checked in well under a second even on a loaded machine.
  timeLimitMs: 5_000,
  // A 5 MB file plus what its compressed parts may inflate to (the domain's own budget, 32 MB), with room.
  memoryLimitMb: 128,
};

const DEFAULT_MAX_CONNECTIONS = 1000;
/** pg's own default; 10 per instance leaves room for 9 instances under PostgreSQL's default max_connections of 100. */
const DEFAULT_DATABASE_POOL_SIZE = 10;
/** Below a load balancer's usual 30 s drain, long enough for a resume upload on a fair connection. */
const DEFAULT_SHUTDOWN_GRACE_SECONDS = 10;
/** A cheap one-row read: every 2 s keeps an instance at most a few seconds behind after a lost notification. */
const DEFAULT_CONTENT_CHECK_SECONDS = 2;

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

/** on/off (also true/false, yes/no, 1/0), any case. */
function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = raw.toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(value)) return true;
  if (['off', 'false', 'no', '0'].includes(value)) return false;
  throw new ConfigError(`${name} must be on or off, got "${raw}"`);
}

/** A decimal from 0 to 1 (0.25, 1, .5). */
function fraction(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(raw) || Number(raw) > 1) {
    throw new ConfigError(`${name} must be a number from 0 to 1, got "${raw}"`);
  }
  return Number(raw);
}

/** A comma- or space-separated list ("" or unset: none). */
function list(env: Env, name: string): string[] {
  return (text(env, name) ?? '').split(/[\s,]+/).filter(Boolean);
}

/** Origins as the browser sends them: scheme://host[:port], lower case, no path. */
function origins(env: Env): string[] {
  return list(env, 'ALLOWED_ORIGINS').map((raw) => {
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, '').toLowerCase()) {
      throw new ConfigError(`ALLOWED_ORIGINS must list origins such as https://jobs.example.com (no path), got "${raw}"`);
    }
    return url.origin;
  });
}

function guards(env: Env): RequestGuards {
  const d = DEFAULT_GUARDS;
  return {
    applicationsPerWindow: integer(env, 'RATE_LIMIT_APPLICATIONS', d.applicationsPerWindow, 1, 1_000_000),
    enquiriesPerWindow: integer(env, 'RATE_LIMIT_ENQUIRIES', d.enquiriesPerWindow, 1, 1_000_000),
    vitalsPerWindow: integer(env, 'RATE_LIMIT_VITALS', d.vitalsPerWindow, 1, 1_000_000),
    windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', d.windowSeconds, 1, 86_400),
    resumeBytesPerDay: integer(env, 'RESUME_QUOTA_BYTES_PER_DAY', d.resumeBytesPerDay, 1, Number.MAX_SAFE_INTEGER),
    concurrentUploads: integer(env, 'MAX_CONCURRENT_UPLOADS', d.concurrentUploads, 1, 10_000),
    bodyIdleSeconds: integer(env, 'BODY_TIMEOUT_SECONDS', d.bodyIdleSeconds, 1, 3600),
    trustedProxies: list(env, 'TRUSTED_PROXIES'),
    allowedOrigins: origins(env),
  };
}

function resumeChecks(env: Env): ResumeCheckLimits {
  const d = DEFAULT_RESUME_CHECK_LIMITS;
  return {
    threads: integer(env, 'RESUME_CHECK_THREADS', d.threads, 1, 64),
    timeLimitMs: integer(env, 'RESUME_CHECK_SECONDS', d.timeLimitMs / 1000, 1, 600) * 1000,
    // A floor with room to load the check itself (the tests run it at 32 MB, loaded through tsx).
    memoryLimitMb: integer(env, 'RESUME_CHECK_MEMORY_MB', d.memoryLimitMb, 32, 16_384),
  };
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
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1, 10_000),
    demoData: onOff(env, 'DEMO_DATA', true),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_SECONDS', DEFAULT_SHUTDOWN_GRACE_SECONDS, 0, 3600) * 1000,
    contentCheckMs: integer(env, 'CONTENT_CHECK_SECONDS', DEFAULT_CONTENT_CHECK_SECONDS, 1, 3600) * 1000,
    resumeMaxBytes: integer(env, 'RESUME_MAX_BYTES', DEFAULT_RESUME_MAX_BYTES, 1, RESUME_MAX_BYTES_CEILING),
    distDir: resolve(cwd, text(env, 'DIST_DIR') ?? 'dist'),
    uploadsDir: UPLOADS_DIR,
    maxConnections: integer(env, 'MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1, 1_000_000),
    guards: guards(env),
    resumeChecks: resumeChecks(env),
    imagesDir: join(dataDir, 'uploads'),
    vitalsSampleRate: fraction(env, 'VITALS_SAMPLE_RATE', 1),
  };
}
