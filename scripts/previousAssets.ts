import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import type { Plugin } from 'vite';

/**
 * A page opened before a deploy still asks for the hashed files of the build it came from (a
 * route's lazy chunk, its CSS) after the deploy. Vite empties dist/ at each build, so they would
 * be gone: 404, and the page breaks at its next navigation. This keeps them: before the build the
 * previous dist/assets is copied aside, after it the files the new build no longer has are put
 * back, until they have been missing from KEPT_BUILDS builds in a row.
 */
export const KEPT_BUILDS = 3;

/** Which build each file of dist/assets last belonged to; in .vite/, which the server never serves. */
export const HISTORY_FILE = join('.vite', 'asset-builds.json');

interface History {
  /** The number of the latest build. */
  build: number;
  /** File name under assets/ → the number of the last build it belonged to. */
  files: Record<string, number>;
}

export interface SavedAssets {
  /** The copy of the previous assets/ (removed by restore), or null when there was none. */
  dir: string | null;
  history: History;
}

function readHistory(outDir: string): History {
  try {
    const parsed = JSON.parse(readFileSync(join(outDir, HISTORY_FILE), 'utf8')) as Partial<History>;
    if (typeof parsed.build === 'number' && parsed.files && typeof parsed.files === 'object') {
      return { build: parsed.build, files: parsed.files };
    }
  } catch {
    // No history yet (a first build, or one made before this was added): every file counts as the last build's.
  }
  return { build: 0, files: {} };
}

function filesUnder(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    : [];
}

/** Before the build: copies outDir/assets and its history aside. */
export function saveAssets(outDir: string): SavedAssets {
  const history = readHistory(outDir);
  const assets = join(outDir, 'assets');
  if (!existsSync(assets)) return { dir: null, history };
  const dir = mkdtempSync(join(tmpdir(), 'srjobs-previous-assets-'));
  cpSync(assets, dir, { recursive: true });
  return { dir, history };
}

/**
 * After the build: puts back each saved file the new build lacks, unless it last belonged to a
 * build KEPT_BUILDS or more builds ago, and writes the new history. Returns the files put back.
 */
export function restoreAssets(outDir: string, saved: SavedAssets): string[] {
  const build = saved.history.build + 1;
  const assets = join(outDir, 'assets');
  const files: Record<string, number> = {};
  for (const name of filesUnder(assets)) files[name] = build;
  const restored: string[] = [];
  if (saved.dir) {
    for (const name of filesUnder(saved.dir)) {
      if (name in files) continue;
      const lastBuild = saved.history.files[name] ?? saved.history.build;
      if (build - lastBuild >= KEPT_BUILDS) continue;
      mkdirSync(dirname(join(assets, name)), { recursive: true });
      cpSync(join(saved.dir, name), join(assets, name));
      files[name] = lastBuild;
      restored.push(name);
    }
    rmSync(saved.dir, { recursive: true, force: true });
  }
  mkdirSync(dirname(join(outDir, HISTORY_FILE)), { recursive: true });
  writeFileSync(join(outDir, HISTORY_FILE), JSON.stringify({ build, files } satisfies History, null, 1));
  return restored.sort();
}

/**
 * The Vite plugin: saves at the build's start (before Vite empties the folder), restores at its
 * very end, after the service worker's precache list is made, so the old files are served but
 * never precached on devices.
 */
export function keepPreviousAssets(): Plugin {
  let outDir = '';
  let saved: SavedAssets | undefined;
  return {
    name: 'srjobs-keep-previous-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      saved = saveAssets(outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!saved) return;
        const restored = restoreAssets(outDir, saved);
        saved = undefined;
        if (restored.length > 0)
          this.info(`kept ${restored.length} files of the previous builds in assets/ for pages opened before this deploy`);
      },
    },
  };
}
