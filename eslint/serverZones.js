// @ts-check
/**
 * The server's part of the import-zones table (zones.js holds the rest): one zone per folder or
 * loose file of server/, each with the arrows it needs. Inside the server the arrows point one
 * way: main.ts → start.ts → app.ts → routes/ → staff/, http/, repositories/, db/, never back.
 * Kept apart so that moving the server's folders means editing this list alone: other zones
 * (the tests) name the server's zones through SERVER_ZONE_NAMES.
 */

/** @typedef {import('./zoneTypes.js').Zone} Zone */

/** What the server runs on. No React and no browser package: the server renders through src/app/ssr's built bundle. */
const SERVER_PACKAGES = ['node:*', 'hono', '@hono/*', 'kysely', 'better-sqlite3', 'pg', 'zod'];

const why =
  'inside the server, arrows point from main.ts and start.ts to app.ts, routes/, then staff/, http/, repositories/ and db/, never back; ' +
  'the server shares only the pure domain and contract of src';

/**
 * A server zone: the server's packages, its runtime and its reason, with the arrows given.
 * @param {string} name
 * @param {string[]} may
 * @returns {Zone}
 */
const server = (name, may) => ({ name, may, packages: SERVER_PACKAGES, runtime: 'server', why });

/** @type {Zone[]} */
export const SERVER_ZONES = [
  server('server/main.ts', ['server/config.ts', 'server/http', 'server/start.ts']),
  server('server/start.ts', ['server/app.ts', 'server/config.ts', 'server/db', 'server/http', 'server/seed']),
  server('server/app.ts', ['server/config.ts', 'server/db', 'server/http', 'server/routes', 'src/contract']),
  server('server/routes', [
    'server/config.ts',
    'server/db',
    'server/http',
    'server/repositories',
    'server/staff',
    'src/contract',
    'src/domain',
  ]),
  server('server/staff', ['server/config.ts', 'server/db', 'server/repositories', 'src/contract', 'src/domain']),
  server('server/seed', ['server/config.ts', 'server/db', 'server/repositories', 'src/domain']),
  server('server/http', ['server/db', 'server/repositories', 'src/contract']),
  server('server/repositories', ['server/db', 'src/contract', 'src/domain']),
  server('server/db', []),
  server('server/config.ts', ['src/domain']),
  // The demo images the seed copies: files, no code, so nothing to import.
  { name: 'server/uploads', may: [], packages: [], runtime: 'server', why: 'server/uploads holds images, not code' },
];

export const SERVER_ZONE_NAMES = SERVER_ZONES.map((zone) => zone.name);
