// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

import { HISTORY_FILE, keepPreviousAssets, KEPT_BUILDS } from '../../../scripts/previousAssets';

/**
 * Real Vite builds of a tiny app whose lazily loaded page changes at each build, into one folder,
 * as a deploy rebuilds dist/: the previous builds' hashed chunks stay for KEPT_BUILDS builds.
 */
describe('keepPreviousAssets (the web build keeps the hashed files of earlier builds)', () => {
  const project = { dir: mkdtempSync(join(tmpdir(), 'srjobs-keep-assets-')) };
  afterAll(() => rmSync(project.dir, { recursive: true, force: true }));
  const outDir = join(project.dir, 'dist');

  /** Builds with page.js saying `version`; returns the hashed file name of its chunk. */
  async function buildVersion(version: number): Promise<string> {
    writeFileSync(
      join(project.dir, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(join(project.dir, 'main.js'), 'import("./page.js").then((m) => m.show());');
    writeFileSync(join(project.dir, 'page.js'), `export function show() { document.title = "version ${version}"; }`);
    await build({ root: project.dir, configFile: false, logLevel: 'silent', plugins: [keepPreviousAssets()], build: { outDir } });
    const chunk = readdirSync(join(outDir, 'assets')).find((name) =>
      readFileSync(join(outDir, 'assets', name), 'utf8').includes(`version ${version}`),
    );
    if (!chunk) throw new Error(`no chunk of version ${version}`);
    return chunk;
  }

  it(`keeps the files a build no longer has for ${KEPT_BUILDS} builds, then prunes them`, async () => {
    expect(KEPT_BUILDS).toBe(3);
    const first = await buildVersion(1);
    const second = await buildVersion(2);
    expect(second).not.toBe(first);
    // A page of the first build asks for its chunk after the second deploy: still there, unchanged.
    expect(existsSync(join(outDir, 'assets', first))).toBe(true);
    const third = await buildVersion(3);
    expect([first, second, third].map((name) => existsSync(join(outDir, 'assets', name)))).toEqual([true, true, true]);
    await buildVersion(4);
    // The first build's chunk has now been missing from three builds in a row.
    expect([first, second, third].map((name) => existsSync(join(outDir, 'assets', name)))).toEqual([false, true, true]);
    const history = JSON.parse(readFileSync(join(outDir, HISTORY_FILE), 'utf8')) as {
      build: number;
      files: Record<string, number>;
    };
    expect(history.build).toBe(4);
    expect(history.files[second]).toBe(2);
    expect(history.files[first]).toBeUndefined();
  });
});
