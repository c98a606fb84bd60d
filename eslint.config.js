// @ts-check
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import zones of docs/ARCHITECTURE.md, as a lint rule: each folder lists what it may import
 * from among the project's own folders; everything else of ours is refused. `npm test` runs the
 * linter, so a wrong arrow fails it (import cycles: tests/unit/architecture/importCycles.test.ts).
 * A rule of our own rather than eslint-plugin-import-x: that plugin needs a native resolver whose
 * other platforms' builds the registry here lacks, so its lock file cannot be installed with npm ci.
 */
const OWN_FOLDERS = [
  'src/domain',
  'src/contract',
  'src/config',
  'src/offline',
  'src/api',
  'src/components',
  'src/outbox',
  'src/features',
  'src/app',
  'src/main.tsx',
  'sw',
  'server',
];

/** @type {Record<string, { may: string[], why: string }>} */
const ALLOWED = {
  'src/domain': { may: [], why: 'the domain is pure rules: it imports nothing of ours' },
  'src/contract': { may: ['src/domain'], why: 'the API contract is pure: server, worker and page share it' },
  'src/config': { may: [], why: 'build-time configuration stands alone' },
  'src/offline': {
    may: ['src/domain', 'src/contract', 'src/config'],
    why: 'src/offline is shared by the page and the service worker: no page-only code',
  },
  'src/api': { may: ['src/domain', 'src/contract', 'src/config'], why: "the page's API client knows nothing of offline storage" },
  'src/components': { may: ['src/domain', 'src/contract', 'src/config', 'src/api'], why: 'shared UI pieces know no feature' },
  'src/outbox': {
    may: ['src/domain', 'src/contract', 'src/config', 'src/offline', 'src/components'],
    why: "src/outbox is the page's side of the outbox: the forms and the header use it, it uses no feature",
  },
  'src/features': {
    may: ['src/domain', 'src/contract', 'src/config', 'src/api', 'src/offline', 'src/outbox', 'src/components'],
    why: 'features are composed by src/app only',
  },
  'src/app': {
    may: OWN_FOLDERS.filter((f) => !['src/app', 'src/main.tsx', 'sw', 'server'].includes(f)),
    why: 'the app composes the page',
  },
  'src/main.tsx': { may: ['src/app'], why: 'the entry only starts the app' },
  sw: { may: ['src/domain', 'src/contract', 'src/config', 'src/offline'], why: 'the worker shares only pure and offline code' },
  server: { may: ['src/domain', 'src/contract'], why: 'the server shares only the pure domain and contract' },
};

const folderZones = Object.entries(ALLOWED).map(([target, { may, why }]) => ({
  target: `./${target}`,
  from: OWN_FOLDERS.filter((folder) => folder !== target && !may.includes(folder)).map((folder) => `./${folder}`),
  message: `Wrong import arrow: ${why} (docs/ARCHITECTURE.md).`,
}));

/** A feature folder imports no other feature: what two features share lives in src/components. */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
  message: 'A feature imports no other feature: share through src/components (docs/ARCHITECTURE.md).',
}));

/** Inside the server: app.ts composes routes/, which use http/, repositories/ and db/, never the reverse. */
const serverZones = [
  { target: './server/http', from: ['./server/routes', './server/app.ts'] },
  { target: './server/routes', from: ['./server/app.ts'] },
  { target: ['./server/repositories', './server/db'], from: ['./server/http', './server/routes', './server/app.ts'] },
].map((zone) => ({ ...zone, message: 'Wrong import arrow inside the server (docs/ARCHITECTURE.md).' }));

/** `src/app/router` and `src/app/router.tsx` name the same module: compare paths without extensions. */
const bare = (path) => path.replace(/\.(tsx?|js)$/, '');
/** True when `path` (relative to the project, no extension) is `zonePath` or inside it. */
const within = (path, zonePath) => {
  const zone = bare(zonePath.replace(/^\.\//, ''));
  return path === zone || path.startsWith(`${zone}/`);
};

/**
 * The rule: every relative import, export-from and dynamic import is resolved against the
 * importing file and refused when a zone whose target holds the file lists the imported path.
 * @param {{ target: string | string[], from: string[], message: string }[]} zones
 * @returns {import('eslint').Rule.RuleModule}
 */
function importZonesRule(zones) {
  return {
    meta: { type: 'problem', docs: { description: 'Import arrows of docs/ARCHITECTURE.md' }, schema: [] },
    create(context) {
      const root = context.cwd;
      const file = bare(relative(root, context.filename));
      const active = zones.filter((zone) => [zone.target].flat().some((target) => within(file, target)));
      if (active.length === 0) return {};
      /** @param {import('estree').Node} node @param {unknown} source */
      const check = (node, source) => {
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const imported = bare(relative(root, resolve(dirname(context.filename), source)));
        const zone = active.find((z) => z.from.some((from) => within(imported, from)));
        if (zone) context.report({ node, message: `Unexpected path "${source}" imported in restricted zone. ${zone.message}` });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      };
    },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', '.e2e-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Import order is the linter's (and `eslint --fix` writes it), so no commit tidies it by hand.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error', 'simple-import-sort/exports': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { architecture: { rules: { 'import-zones': importZonesRule([...folderZones, ...featureZones, ...serverZones]) } } },
    rules: { 'architecture/import-zones': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['server/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts', '*.config.{ts,js}'], languageOptions: { globals: globals.node } },
  // Formatting is Prettier's alone: no lint rule may disagree with it.
  prettierConfig,
);
