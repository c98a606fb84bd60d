import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import type { FileEntry } from '../http/fileBodies';
import { fileEntry } from '../http/fileBodies';
import { type PageAssetsOf, readPageAssets } from './pageAssets';

/** What the server knows of the built web app (`npm run build`): its files and its pages' assets. */
export interface Build {
  indexMtimeMs: number;
  files: Map<string, FileEntry>;
  /** The stylesheets each server-rendered page links and the code its boot script preloads (pageAssets.ts). */
  pageAssets: PageAssetsOf;
}

/** Source maps hold the whole source: kept in dist for reading stack traces, never served. */
const NOT_SERVED = /\.map$/i;

/** Every file under `dir` by URL path (dot files and source maps skipped); this map is the whitelist. */
function scan(dir: string): Build | null {
  let indexMtimeMs: number;
  try {
    indexMtimeMs = statSync(join(dir, 'index.html')).mtimeMs;
  } catch {
    return null;
  }
  const files = new Map<string, FileEntry>();
  const walk = (folder: string) => {
    for (const d of readdirSync(folder, { withFileTypes: true })) {
      if (d.name.startsWith('.') || NOT_SERVED.test(d.name)) continue;
      const abs = join(folder, d.name);
      if (d.isDirectory()) walk(abs);
      else if (d.isFile()) files.set('/' + relative(dir, abs).split(sep).join('/'), fileEntry(abs));
    }
  };
  walk(dir);
  return { indexMtimeMs, files, pageAssets: readPageAssets(dir) };
}

function indexMtime(dir: string): number | undefined {
  try {
    return statSync(join(dir, 'index.html')).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * The build in `dir`, read when first needed and again whenever index.html changes (a new `npm run
 * build`), when `onRebuild` is called too; null while there is no build. One stat per call notices
 * a rebuild, so sw.js and index.html are never served stale.
 */
export function builtFiles(dir: string, onRebuild: () => void): () => Build | null {
  let build: Build | null = null;
  return () => {
    if (!build) {
      build = scan(dir);
      return build;
    }
    if (indexMtime(dir) !== build.indexMtimeMs) {
      build = scan(dir);
      onRebuild();
    }
    return build;
  };
}
