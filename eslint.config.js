// @ts-check
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importZonesRule } from './eslint/importZonesRule.js';
import { restrictedGlobals } from './eslint/runtimeGlobals.js';
import { zonePaths } from './eslint/zonePaths.js';
import { ZONES } from './eslint/zones.js';

/** The project's root: paths resolve from here, never from the working directory (editors lint from subfolders). */
const root = import.meta.dirname;

/**
 * Globals by runtime (eslint/runtimeGlobals.js), one block per zone in the order of its paths'
 * depth, so that a nested zone's block comes after, and overrides, its parent folder's.
 */
const zoneGlobals = ZONES.flatMap((zone) => {
  const options = restrictedGlobals(zone.runtime, zone.name);
  if (options === null) return [];
  const files = zonePaths(zone).map((path) => (/\.[cm]?[jt]sx?$/.test(path) ? path : `${path}/**`));
  const depth = Math.max(...zonePaths(zone).map((path) => path.split('/').length));
  return [{ depth, block: { files, rules: { 'no-restricted-globals': ['error', options] } } }];
})
  .sort((a, b) => a.depth - b.depth)
  .map(({ block }) => block);

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
    // Every file the linter reads, whatever its folder: one with no zone is refused (docs/ARCHITECTURE.md).
    plugins: { architecture: { rules: { 'import-zones': importZonesRule({ root, zones: ZONES }) } } },
    rules: { 'architecture/import-zones': 'error' },
  },
  ...zoneGlobals,
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
