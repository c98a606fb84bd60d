// @ts-check
/**
 * The import-zones table of docs/ARCHITECTURE.md: every file the linter reads belongs to exactly
 * one zone, and each zone lists the zones and packages it may import. Anything not listed is
 * refused, including a file in a folder no zone holds (importZonesRule.js reads the table; the
 * server's zones are in serverZones.js). A new folder or loose file needs a row here first.
 */
import { SERVER_ZONE_NAMES, SERVER_ZONES } from './serverZones.js';
import { checkZoneTable } from './zonePaths.js';

/** @typedef {import('./zoneTypes.js').Zone} Zone */

/** The page's UI packages. Storage (idb) is not among them: the page reaches it through src/offline. */
const PAGE_PACKAGES = ['react', 'react-dom', 'react-router-dom', '@mantine/*', '@tanstack/react-query'];

/** @type {Zone[]} */
const PAGE_ZONES = [
  {
    name: 'src/domain',
    may: [],
    packages: ['zod'],
    runtime: 'shared',
    why: 'the domain is pure rules: it imports nothing of ours, and page, worker and server run it',
  },
  {
    name: 'src/contract',
    may: ['src/domain'],
    packages: ['zod'],
    runtime: 'shared',
    why: 'the API contract is pure: server, worker and page share it',
  },
  { name: 'src/config', may: [], packages: [], runtime: 'page+worker', why: 'build-time configuration stands alone' },
  {
    name: 'src/offline',
    may: ['src/domain', 'src/contract', 'src/config'],
    packages: ['idb', 'minisearch'],
    runtime: 'page+worker',
    why: 'src/offline is shared by the page and the service worker: no page-only code',
  },
  {
    name: 'src/i18n',
    may: ['src/domain'],
    // virtual:catalog-files is the build's map of the catalogues' files (scripts/catalogFiles.ts).
    packages: ['react', '@lingui/core', 'virtual:catalog-files'],
    runtime: 'page',
    why: "the interface's texts: the message catalogues and Lingui, which the page's parts reach only through it",
  },
  {
    name: 'src/api',
    may: ['src/domain', 'src/contract', 'src/config'],
    packages: PAGE_PACKAGES,
    runtime: 'page',
    why: "the page's API client knows nothing of offline storage",
  },
  {
    name: 'src/components',
    may: ['src/domain', 'src/contract', 'src/config', 'src/api', 'src/i18n'],
    packages: PAGE_PACKAGES,
    runtime: 'page',
    why: 'shared UI pieces know no feature',
  },
  {
    name: 'src/outbox',
    may: ['src/domain', 'src/contract', 'src/config', 'src/offline', 'src/components', 'src/i18n'],
    packages: PAGE_PACKAGES,
    runtime: 'page',
    why: "the page's side of the outbox: what the forms call, its triggers, its panel and notices",
  },
  {
    name: 'src/personal',
    may: ['src/domain', 'src/contract', 'src/config', 'src/offline', 'src/components', 'src/i18n'],
    packages: PAGE_PACKAGES,
    runtime: 'page',
    why: "the page's side of what the device keeps for its user: the Save toggle, saved jobs, my applications",
  },
  {
    name: 'src/features/*',
    may: [
      'src/domain',
      'src/contract',
      'src/config',
      'src/api',
      'src/offline',
      'src/outbox',
      'src/personal',
      'src/components',
      'src/i18n',
    ],
    // The worker's page-side registration lives in the offline feature.
    packages: [...PAGE_PACKAGES, 'workbox-window'],
    runtime: 'page',
    why: 'features are composed by src/app only',
    apart: 'A feature imports no other feature: share through src/components',
  },
  {
    name: 'src/app',
    may: [
      'src/domain',
      'src/contract',
      'src/config',
      'src/offline',
      'src/api',
      'src/outbox',
      'src/personal',
      'src/components',
      'src/i18n',
      'src/features/*',
    ],
    packages: PAGE_PACKAGES,
    // Its ssr/ folder also runs in the server's Node, through the built bundle: browser globals only inside effects.
    runtime: 'page',
    why: 'the app composes the page',
  },
  { name: 'src/main.tsx', may: ['src/app'], packages: [], runtime: 'page', why: 'the entry only starts the app' },
];

/** @type {Zone} */
const WORKER_ZONE = {
  name: 'sw',
  may: ['src/domain', 'src/contract', 'src/config', 'src/offline'],
  packages: ['workbox-*', 'idb'],
  runtime: 'worker',
  why: 'the worker shares only pure and offline code',
};

const PAGE_ZONE_NAMES = PAGE_ZONES.map((zone) => zone.name);

/**
 * Tests, benchmarks, scripts and configuration: zones of their own that may import broadly (any
 * package, the code they test or measure), while nothing of the product may import them.
 * @type {Zone[]}
 */
const TOOLING_ZONES = [
  {
    name: 'tests/unit',
    may: [...PAGE_ZONE_NAMES, 'sw', ...SERVER_ZONE_NAMES, 'scripts', 'tests/fixtures'],
    packages: ['*'],
    runtime: 'tooling',
    why: 'unit tests import the code they test',
  },
  {
    name: 'tests/server',
    may: [...PAGE_ZONE_NAMES, ...SERVER_ZONE_NAMES, 'tests/fixtures'],
    packages: ['*'],
    runtime: 'tooling',
    why: "the server's tests import the server and what it shares",
  },
  {
    name: 'tests/e2e',
    may: [...PAGE_ZONE_NAMES, ...SERVER_ZONE_NAMES, 'tests/server', 'tests/fixtures'],
    packages: ['*'],
    runtime: 'tooling',
    why: 'browser tests start the real server',
  },
  { name: 'tests/fixtures', may: [], packages: ['*'], runtime: 'tooling', why: 'fixtures stand alone' },
  {
    name: 'bench',
    may: [...PAGE_ZONE_NAMES, ...SERVER_ZONE_NAMES, 'tests/e2e', 'tests/server', 'tests/fixtures'],
    packages: ['*'],
    runtime: 'tooling',
    why: 'benchmarks drive the built app and the server processes the way the tests do',
  },
  {
    name: 'scripts',
    may: PAGE_ZONE_NAMES,
    packages: ['*'],
    runtime: 'tooling',
    why: 'scripts stand alone, reading only the app sources they make files from (the theme stylesheet)',
  },
  { name: 'eslint', may: [], packages: ['*'], runtime: 'tooling', why: 'the lint rules stand alone' },
  {
    name: 'config files',
    paths: [
      'eslint.config.js',
      '.dependency-cruiser.mjs',
      'vite.config.ts',
      'vite.ssr.config.ts',
      'vite.server.config.ts',
      'vitest.config.ts',
    ],
    may: [...PAGE_ZONE_NAMES, 'eslint', 'scripts'],
    packages: ['*'],
    runtime: 'tooling',
    why: 'the build reads what it builds',
  },
];

/** @type {readonly Zone[]} */
export const ZONES = [...PAGE_ZONES, WORKER_ZONE, ...SERVER_ZONES, ...TOOLING_ZONES];
checkZoneTable(ZONES);
