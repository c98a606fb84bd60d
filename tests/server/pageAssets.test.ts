import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readPageAssets, withScriptPreloads } from '../../server/pages/pageAssets';
import { MODULE_CHUNKS_FILE } from '../../src/contract/pageRender';

const BOOT = (preloads: string) =>
  `<html><head><script type="module" src="/assets/boot-B1.js" data-app-scripts="/assets/react-R2.js /assets/index-E1.js" data-app-preloads="${preloads}"></script></head><body></body></html>`;

describe("withScriptPreloads: the page's chunks beside the app's scripts", () => {
  it('adds the chunks the boot script does not list yet, after those it lists', () => {
    expect(withScriptPreloads(BOOT('/assets/runtime-R1.js'), ['/assets/Page-P1.js', '/assets/runtime-R1.js'])).toBe(
      BOOT('/assets/runtime-R1.js /assets/Page-P1.js'),
    );
  });

  // A build whose entry has a top-level await has no manifest record marked as the entry, so the
  // page's chunks reach the entry's file (and React's) through their imports: the boot script
  // imports those already.
  it("leaves out the app's scripts the boot script imports, whatever the manifest says", () => {
    expect(withScriptPreloads(BOOT(''), ['/assets/Page-P1.js', '/assets/index-E1.js', '/assets/react-R2.js'])).toBe(
      BOOT('/assets/Page-P1.js'),
    );
  });

  it('leaves a page without the boot script (the plain shell) as it is', () => {
    const shell = '<html><head><script type="module" crossorigin src="/assets/index-E1.js"></script></head></html>';
    expect(withScriptPreloads(shell, ['/assets/Page-P1.js'])).toBe(shell);
  });
});

describe("readPageAssets: a page's CSS and code from the build's records", () => {
  /** A build folder holding only the two records readPageAssets reads. */
  function buildWith(manifest: object, moduleChunks?: object): string {
    const dir = mkdtempSync(join(tmpdir(), 'page-assets-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    if (moduleChunks) writeFileSync(join(dir, MODULE_CHUNKS_FILE), JSON.stringify(moduleChunks));
    return dir;
  }
  const MANIFEST = {
    'index.html': { file: 'assets/index-E1.js', css: ['assets/index-E1.css'], isEntry: true },
    '_shared-S1.js': { file: 'assets/shared-S1.js', css: ['assets/shared-S1.css'], imports: ['index.html'] },
    '_page-HomePage-H1.js': {
      file: 'assets/page-HomePage-H1.js',
      css: ['assets/page-HomePage-H1.css'],
      imports: ['index.html', '_shared-S1.js'],
    },
  };

  it('finds a page module grouped into a chunk with others through the module-to-chunk record', () => {
    const dir = buildWith(MANIFEST, { 'src/features/home/HomePage.tsx': 'assets/page-HomePage-H1.js' });
    try {
      expect(readPageAssets(dir)(['src/features/home/HomePage.tsx'])).toEqual({
        styles: ['/assets/page-HomePage-H1.css', '/assets/index-E1.css', '/assets/shared-S1.css'],
        scripts: ['/assets/page-HomePage-H1.js', '/assets/shared-S1.js'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds nothing for a module neither record knows (an older build)', () => {
    const dir = buildWith(MANIFEST);
    try {
      expect(readPageAssets(dir)(['src/features/home/HomePage.tsx'])).toEqual({ styles: [], scripts: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
