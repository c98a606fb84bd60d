import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The JavaScript a first visit to a page loads, read from a build: the module scripts of
 * index.html (the boot script and the app's entry), every chunk they import statically (the
 * modulepreload links), and the route's lazily loaded chunks (its page, and a parent such as the
 * job page's ApplicationProvider) with their own static imports. Chunks imported only with
 * `import()` (forms, modals, the outbox drawer, notices, workbox-window) are not counted: they
 * load when needed.
 */

/** Static imports between chunks as Rolldown writes them: `import{a}from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'`]\.\/([\w.~-]+\.js)["'`]/g;

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '').filter(Boolean);
}

export interface ChunkSize {
  file: string;
  raw: number;
  brotli: number;
  /** The modules bundled in it, from its source map (the build writes one per chunk). */
  sources: string[];
}

function sourcesOf(assets: string, file: string): string[] {
  const mapFile = join(assets, `${file}.map`);
  // Rolldown's tiny runtime chunk has no map.
  if (!existsSync(mapFile)) return [];
  const map: unknown = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sources = typeof map === 'object' && map !== null && 'sources' in map ? map.sources : [];
  return Array.isArray(sources) ? sources.filter((source): source is string => typeof source === 'string') : [];
}

/** The chunks (file names under assets/) `roots` load before running, roots included. */
function withStaticImports(assets: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  return [...seen];
}

export function firstPageScripts(distDir: string, routeChunks: readonly string[] = ['HomePage']): ChunkSize[] {
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  // The app's entry and the boot script (which, on a server-rendered page, loads the entry).
  const scripts = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  if (!scripts.some((file) => file.startsWith('index-'))) throw new Error(`No module entry script in ${distDir}/index.html`);
  // The route table (in the entry or a chunk it imports) names each page's chunk in an import("./HomePage-<hash>.js").
  const appCode = withStaticImports(assets, scripts).map((file) => readFileSync(join(assets, file), 'utf8'));
  const routes = routeChunks.map((routeChunk) => {
    const pattern = new RegExp(`import\\(["'\`]\\./(${routeChunk}-[\\w-]+\\.js)["'\`]\\)`);
    const route = appCode.map((code) => pattern.exec(code)?.[1]).find(Boolean);
    if (!route) throw new Error(`No lazily loaded ${routeChunk} chunk named in the app's first chunks`);
    return route;
  });
  return withStaticImports(assets, [...scripts, ...routes]).map((file) => {
    const code = readFileSync(join(assets, file));
    const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file, raw: code.length, brotli, sources: sourcesOf(assets, file) };
  });
}
