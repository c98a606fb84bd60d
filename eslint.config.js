// @ts-check
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { importZonesRule } from './eslint/importZonesRule.js';
import { zoneGlobalsConfig } from './eslint/runtimeGlobals.js';
import { ZONES } from './eslint/zones.js';

/** The project's root: paths resolve from here, never from the working directory (editors lint from subfolders). */
const root = import.meta.dirname;

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'data', 'coverage', '.e2e-tmp'] },
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
    // The import zones are dependency-cruiser's (.dependency-cruiser.mjs); this rule reads what it
    // cannot: Vite's import.meta.glob and computed module names (docs/decisions/0020-import-rules.md).
    plugins: { architecture: { rules: { 'import-zones': importZonesRule({ root, zones: ZONES }) } } },
    rules: { 'architecture/import-zones': 'error' },
  },
  // The globals each zone may use, by where it runs (eslint/runtimeGlobals.js).
  ...zoneGlobalsConfig(ZONES),
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
