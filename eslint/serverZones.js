// @ts-check
/**
 * The server's part of the import-zones table (zones.js holds the rest): one zone per folder or
 * loose file of server/, each with the arrows it needs. Inside the server the arrows point one
 * way: main.ts → start.ts → app.ts → routes/ → the guards, bodies, writes, pages, images and staff
 * folders → http/, repositories/, db/, never back.
 * Kept apart so that moving the server's folders means editing this list alone: other zones
 * (the tests) name the server's zones through SERVER_ZONE_NAMES.
 */

/** @typedef {import('./zoneTypes.js').Zone} Zone */

/** What the server runs on. No React and no browser package: the server renders through src/app/ssr's built bundle. */
const SERVER_PACKAGES = ['node:*', 'hono', '@hono/*', 'kysely', 'better-sqlite3', 'pg', 'zod'];

const why =
  'inside the server, arrows point from main.ts and start.ts to app.ts, routes/, then the folders of guards, bodies, writes, pages, images and staff, then http/, repositories/ and db/, never back; ' +
  'the server shares only the pure domain and contract of src';

/**
 * A server zone: the server's packages, its runtime and its reason, with the arrows given.
 * @param {string} name
 * @param {string[]} may
 * @returns {Zone}
 */
const server = (name, may) => ({ name, may, packages: SERVER_PACKAGES, runtime: 'server', why });

/** What both the app (which mounts them) and the routes (which run them) build a request's answer on. */
const REQUEST_CHAIN = [
  'server/config.ts',
  'server/db',
  'server/guards',
  'server/health',
  'server/http',
  'server/images',
  'server/resumeChecks',
  'server/writes',
  'src/contract',
];

/** @type {Zone[]} */
export const SERVER_ZONES = [
  server('server/main.ts', ['server/config.ts', 'server/http', 'server/pages', 'server/start.ts']),
  server('server/start.ts', [
    'server/app.ts',
    'server/config.ts',
    'server/contentWatch.ts',
    'server/databaseStartup.ts',
    'server/db',
    'server/health',
    'server/http',
    'server/pages',
    'server/resumeChecks',
    'server/seed',
    'server/writes',
  ]),
  // Keeps the caches in step with content written anywhere: the database's notifications and version.
  server('server/contentWatch.ts', ['server/db', 'server/http', 'server/repositories']),
  // Migrations and seeding under one lock, retried while the database is down.
  server('server/databaseStartup.ts', ['server/db', 'server/http', 'server/images', 'server/seed', 'server/writes']),
  server('server/app.ts', [...REQUEST_CHAIN, 'server/pages', 'server/routes']),
  // Each route declares its whole chain: the guards, the body reading and the idempotent write it runs.
  server('server/routes', [...REQUEST_CHAIN, 'server/bodies', 'server/repositories', 'server/staff', 'src/domain']),
  server('server/staff', ['server/config.ts', 'server/db', 'server/http', 'server/repositories', 'src/contract', 'src/domain']),
  server('server/seed', ['server/config.ts', 'server/db', 'server/images', 'server/repositories', 'src/domain']),
  // Request guards, body reading and page rendering build on the generic HTTP layer only.
  server('server/guards', ['server/config.ts', 'server/http', 'src/contract', 'src/domain']),
  server('server/bodies', ['server/config.ts', 'server/http', 'src/contract', 'src/domain']),
  server('server/pages', ['server/config.ts', 'server/http', 'src/contract', 'src/domain']),
  // Uploaded images live in the database (every instance serves them), so serving them and moving
  // an earlier version's files in at start-up reach the images repository.
  server('server/images', ['server/config.ts', 'server/db', 'server/http', 'server/repositories', 'src/contract', 'src/domain']),
  // The idempotent writes keep each key's answer in the database, in the write's own transaction.
  server('server/writes', ['server/db', 'server/http', 'server/repositories', 'src/contract', 'src/domain']),
  // The resume checks' worker threads (piscina) and the entry each thread runs: the domain's check.
  {
    ...server('server/resumeChecks', ['server/config.ts', 'server/http', 'src/contract', 'src/domain']),
    packages: [...SERVER_PACKAGES, 'piscina'],
  },
  // What /readyz reports: the database's answer and the start-up's progress.
  server('server/health', ['server/db']),
  // The generic HTTP layer holds every bounded cache (boundedCache.ts), so it alone may use lru-cache.
  { ...server('server/http', ['src/contract', 'src/domain']), packages: [...SERVER_PACKAGES, 'lru-cache'] },
  server('server/repositories', ['server/db', 'src/contract', 'src/domain']),
  server('server/db', ['src/contract', 'src/domain']),
  server('server/config.ts', ['src/domain']),
  // The demo images the seed copies: files, no code, so nothing to import.
  { name: 'server/uploads', may: [], packages: [], runtime: 'server', why: 'server/uploads holds images, not code' },
];

export const SERVER_ZONE_NAMES = SERVER_ZONES.map((zone) => zone.name);
