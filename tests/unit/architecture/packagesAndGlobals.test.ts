// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { globalErrors, zoneErrors } from './lintAs';

/**
 * Code shared by the page, the service worker and the server may use only what all of them
 * have: each zone allow-lists its packages (eslint/zones.js), and its runtime decides its globals
 * (eslint/runtimeGlobals.js).
 */
describe('packages by zone', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/example.ts', 'react'],
    ['src/domain/example.ts', '@tanstack/react-query'],
    ['src/contract/example.ts', '@mantine/core'],
    ['src/offline/example.ts', 'react'],
    ['src/offline/example.ts', 'react-dom/client'],
    ['src/offline/example.ts', 'react-router-dom'],
    ['src/config/example.ts', 'react'],
    ['sw/example.ts', 'react'],
    ['server/http/example.ts', 'react'],
    ['server/http/example.ts', 'react-dom/server'],
    ['server/routes/example.ts', '@mantine/core'],
    ['server/repositories/example.ts', 'idb'],
    ['src/features/jobs/Example.ts', 'idb'],
  ])('refuses in %s the package %s', async (filePath, specifier) => {
    const errors = await zoneErrors(filePath, `import * as m from '${specifier}';\nexport const x = m;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/the package \S+ is not allowed in/);
  });

  it.each([
    ['src/domain/example.ts', 'zod'],
    ['src/offline/example.ts', 'idb'],
    ['sw/example.ts', 'idb'],
    ['sw/example.ts', 'workbox-routing'],
    ['sw/example.ts', 'workbox-core/types'],
    ['server/staff/example.ts', 'hono/cookie'],
    ['server/db/example.ts', 'node:fs/promises'],
    ['server/db/example.ts', 'kysely'],
    ['src/features/offline/Example.ts', 'workbox-window'],
    ['src/app/Example.ts', '@mantine/core/styles.css'],
    ['tests/e2e/example.test.ts', 'playwright-core'],
  ])('lets %s import %s', async (filePath, specifier) => {
    expect(await zoneErrors(filePath, `import * as m from '${specifier}';\nexport const x = m;\n`)).toEqual([]);
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
