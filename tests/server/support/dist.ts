import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { tempDir } from './files';

export const TINY_INDEX =
  '<!doctype html><html><head><title>Sr Technologies Jobs</title></head><body><div id="root"></div></body></html>';

/** A minimal build: index.html, one script and its source map (which must never be served). */
export function tinyDist(): { dir: string; remove: () => void } {
  const dist = tempDir('dist');
  mkdirSync(join(dist.dir, 'assets'));
  writeFileSync(join(dist.dir, 'index.html'), TINY_INDEX);
  writeFileSync(join(dist.dir, 'assets', 'index-AbC123.js'), 'console.log("app");');
  writeFileSync(join(dist.dir, 'assets', 'index-AbC123.js.map'), '{"version":3,"sourcesContent":["const secret = 1;"]}');
  return dist;
}
