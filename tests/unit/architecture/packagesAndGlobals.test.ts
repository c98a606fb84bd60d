// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';

import { cruiseTree, type Refusal, refusalsOf } from './cruiseAs';
import { globalErrors } from './lintAs';

/*
 * Code shared by the page, the service worker and the server may use only what all of them
 * have: each zone allow-lists its packages (eslint/zones.js), and its runtime decides its globals
 * (eslint/runtimeGlobals.js).
 */
type PackageCase = [file: string, specifier: string];

const REFUSED: PackageCase[] = [
  ['src/domain/p1.ts', 'react'],
  ['src/domain/p2.ts', '@tanstack/react-query'],
  ['src/contract/p1.ts', '@mantine/core'],
  ['src/offline/p1.ts', 'react'],
  ['src/offline/p2.ts', 'react-dom/client'],
  ['src/offline/p3.ts', 'react-router-dom'],
  ['src/config/p1.ts', 'react'],
  ['sw/p1.ts', 'react'],
  ['server/http/p1.ts', 'react'],
  ['server/http/p2.ts', 'react-dom/server'],
  ['server/routes/p1.ts', '@mantine/core'],
  ['server/repositories/p1.ts', 'idb'],
  ['src/features/jobs/p1.ts', 'idb'],
  ['server/db/p1.ts', 'lru-cache'],
  ['src/domain/p3.ts', 'no-such-package'],
];

const LET_THROUGH: PackageCase[] = [
  ['src/domain/ok1.ts', 'zod'],
  ['src/domain/ok2.ts', 'zod/mini'],
  ['src/offline/ok1.ts', 'idb'],
  ['sw/ok1.ts', 'idb'],
  ['sw/ok2.ts', 'workbox-routing'],
  ['server/staff/ok1.ts', 'hono/cookie'],
  ['server/db/ok1.ts', 'node:fs/promises'],
  ['server/db/ok2.ts', 'kysely'],
  ['server/http/ok1.ts', 'lru-cache'],
  ['src/features/offline/ok1.ts', 'workbox-window'],
  ['src/app/ok1.ts', '@mantine/core/styles.css'],
  ['tests/e2e/ok1.test.ts', 'playwright-core'],
];

/**
 * The packages each zone may import, by dependency-cruiser (.dependency-cruiser.mjs) on one tree of
 * real files that see the project's node_modules: a package resolves as it does in the project.
 */
describe('packages by zone', { timeout: 120_000 }, () => {
  let refusals: Refusal[] = [];
  beforeAll(async () => {
    const files = Object.fromEntries(
      [...REFUSED, ...LET_THROUGH].map(([file, specifier]) => [
        file,
        `import * as m from '${specifier}';\nexport const x = m;\n`,
      ]),
    );
    refusals = await cruiseTree(files);
  });

  it.each(REFUSED)('refuses in %s the package %s', (file) => {
    expect(refusalsOf(refusals, file).map((line) => line.split(':')[0])).toEqual(['not-in-allowed']);
  });

  it.each(LET_THROUGH)('lets %s import %s', (file) => {
    expect(refusalsOf(refusals, file)).toEqual([]);
  });
});

describe('globals by runtime', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/example.ts', 'export const w = window;\n', 'window'],
    ['src/domain/example.ts', 'export const t = document.title;\n', 'document'],
    ['src/contract/example.ts', "export const s = localStorage.getItem('x');\n", 'localStorage'],
    ['src/domain/example.ts', 'export const p = process.env;\n', 'process'],
    ['src/offline/example.ts', 'export const t = document.title;\n', 'document'],
    ['src/offline/example.ts', 'export const t = globalThis.document;\n', 'document'],
    ['src/offline/example.ts', 'export const c = clients;\n', 'clients'],
    ['sw/example.ts', 'export const t = document.title;\n', 'document'],
    ['server/http/example.ts', 'export const w = window;\n', 'window'],
  ])('refuses in %s: %s', async (filePath, code, name) => {
    const errors = await globalErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`'${name}'`);
  });

  it.each([
    [
      'src/domain/example.ts',
      "export const u = new URL('https://example.com');\nexport const t = setTimeout;\nconsole.log(u, t);\n",
    ],
    ['src/contract/example.ts', 'export const e = new TextEncoder();\nexport const f = fetch;\n'],
    [
      'src/offline/example.ts',
      'export const i = indexedDB;\nexport const o = self.location.origin;\nexport const n = navigator.onLine;\n',
    ],
    ['sw/example.ts', 'export const c = clients;\nexport const i = indexedDB;\n'],
    ['server/http/example.ts', 'export const p = process.env;\nexport const b = Buffer;\n'],
    ['src/features/jobs/Example.ts', 'export const w = window.innerWidth;\n'],
  ])('lets %s use what its runtime has', async (filePath, code) => {
    expect(await globalErrors(filePath, code)).toEqual([]);
  });
});
