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

/** The pure code and the build's configuration, which page and worker may both import. */
const PURE = ['src/domain', 'src/contract', 'src/config'];

/** What page and worker share on the device: the offline database and the stored parts of the outbox and the personal records. */
const DEVICE_STORAGE = ['src/offline', 'src/outbox/item', 'src/outbox/shared', 'src/personal/shared'];

/** The page's shared pieces: components, texts and formatting, browser helpers, the lab's simulation. */
const PAGE_HELPERS = ['src/components', 'src/i18n', 'src/browser', 'src/networkLab'];

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
    name: 'src/outbox/item',
    may: [],
    packages: [],
    runtime: 'page+worker',
    why: "the outbox's records (a waiting submission, a delivery attempt) stand alone: every part that stores or shows them imports them",
  },
  {
    name: 'src/offline',
    // The one offline database's schema names the outbox's stored records (src/outbox/item).
    may: ['src/domain', 'src/contract', 'src/config', 'src/outbox/item'],
    packages: ['idb', 'minisearch'],
    runtime: 'page+worker',
    why: 'src/offline is shared by the page and the service worker: no page-only code',
  },
  {
    name: 'src/outbox/shared',
    may: ['src/domain', 'src/contract', 'src/config', 'src/offline', 'src/outbox/item', 'src/personal/shared'],
    packages: ['idb'],
    runtime: 'page+worker',
    why: "the outbox's storage and delivery, run by the page and the service worker alike: no page-only code",
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
    name: 'src/browser',
    may: ['src/networkLab'],
    packages: ['react'],
    runtime: 'page',
    why: 'small helpers over the browser (scheduling, the clipboard, online status, the clock, hydration): no component and no feature',
  },
  {
    name: 'src/networkLab',
    may: ['src/domain'],
    packages: [],
    runtime: 'page',
    why: "the network lab's simulation that the rest of the page reads (whether the device is simulated offline); the lab's page is a feature",
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
    may: ['src/domain', 'src/contract', 'src/config', 'src/api', 'src/i18n', 'src/browser', 'src/networkLab'],
    packages: PAGE_PACKAGES,
    runtime: 'page',
    why: 'shared UI pieces know no feature',
  },
  {
    name: 'src/outbox/page',
    may: [...PURE, ...DEVICE_STORAGE, ...PAGE_HELPERS],
    packages: PAGE_PACKAGES,
    runtime: 'page',
    why: "the page's side of the outbox: what the forms call, its triggers, its panel, notices and words",
  },
  {
    name: 'src/personal/shared',
    may: ['src/domain', 'src/contract', 'src/config', 'src/offline', 'src/outbox/item'],
    packages: ['idb'],
    runtime: 'page+worker',
    why: "what the device keeps for its user (saved jobs, sent items), stored by the page and by the worker's deliveries",
  },
  {
    name: 'src/personal/page',
    may: [...PURE, ...DEVICE_STORAGE, ...PAGE_HELPERS],
    packages: PAGE_PACKAGES,
    runtime: 'page',
    why: "the page's side of what the device keeps for its user: the Save toggle, saved jobs, my applications",
  },
  {
    name: 'src/features/*',
    may: [...PURE, 'src/api', ...DEVICE_STORAGE, 'src/outbox/page', 'src/personal/page', ...PAGE_HELPERS],
    // The worker's page-side registration lives in the offline feature; web-vitals in the vitals feature.
    packages: [...PAGE_PACKAGES, 'workbox-window', 'web-vitals'],
    runtime: 'page',
    why: 'features are composed by src/app only',
    apart: 'A feature imports no other feature: share through src/components',
  },
  {
    name: 'src/app',
    may: [...PURE, 'src/api', ...DEVICE_STORAGE, 'src/outbox/page', 'src/personal/page', ...PAGE_HELPERS, 'src/features/*'],
    packages: PAGE_PACKAGES,
    // Its ssr/ folder also runs in the server's Node, through the built bundle: browser globals only inside effects.
    runtime: 'page',
    why: 'the app composes the page',
  },
  { name: 'src/main.tsx', may: ['src/app'], packages: [], runtime: 'page', why: 'the entry only starts the app' },
];

/** @type {Zone[]} */
const WORKER_ZONES = [
  {
    name: 'sw',
    may: ['src/domain', 'src/contract', 'src/config', 'src/offline', 'src/outbox/worker', 'sw/networkLab'],
    packages: ['workbox-*', 'idb'],
    runtime: 'worker',
    why: 'the worker shares only pure and offline code, and runs the outbox through its worker part',
  },
  {
    name: 'src/outbox/worker',
    may: [...PURE, ...DEVICE_STORAGE, 'sw/networkLab'],
    packages: [],
    runtime: 'worker',
    why: "the worker's side of the outbox (Background Sync, the pages' requests): sw/sw.ts starts it",
  },
  {
    name: 'sw/networkLab',
    may: ['src/domain', 'src/contract', 'src/config', 'src/offline'],
    packages: ['workbox-*'],
    runtime: 'worker',
    why: "the network lab's faults, applied by the worker to every request it makes or passes on",
  },
];

const WORKER_ZONE_NAMES = WORKER_ZONES.map((zone) => zone.name);

const PAGE_ZONE_NAMES = PAGE_ZONES.map((zone) => zone.name);

/**
 * Tests, benchmarks, scripts and configuration: zones of their own that may import broadly (any
 * package, the code they test or measure), while nothing of the product may import them.
 * @type {Zone[]}
 */
const TOOLING_ZONES = [
  {
    name: 'tests/unit',
    may: [...PAGE_ZONE_NAMES, ...WORKER_ZONE_NAMES, ...SERVER_ZONE_NAMES, 'scripts', 'tests/fixtures'],
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
export const ZONES = [...PAGE_ZONES, ...WORKER_ZONES, ...SERVER_ZONES, ...TOOLING_ZONES];
checkZoneTable(ZONES);
