import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { APP_PRELOADS_ATTRIBUTE, APP_SCRIPTS_ATTRIBUTE, MODULE_CHUNKS_FILE } from '../../src/contract/pageRender';

/** Vite's build manifest (`build.manifest` in vite.config.ts): where each source module's code and CSS went. */
const MANIFEST = '.vite/manifest.json';

interface ManifestChunk {
  file?: string;
  css?: string[];
  /** The manifest keys of the chunks this one imports statically. */
  imports?: string[];
  /** The app's entry: the boot script loads it on every server-rendered page already. */
  isEntry?: boolean;
}

/** What a server-rendered page drawn from some page modules needs from the build (see readPageAssets). */
export interface PageAssets {
  /** Stylesheet URLs: linked in the page's head. */
  styles: string[];
  /** Module script URLs: the page modules' chunks and the chunks they import, the entry left out. */
  scripts: string[];
}

export type PageAssetsOf = (modules: readonly string[]) => PageAssets;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(distDir: string, file: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(distDir, file), 'utf8'));
    return isRecord(parsed) ? parsed : {};
  } catch {
    // Not there (an older build): see readPageAssets.
    return {};
  }
}

/**
 * The CSS and code of a server-rendered page: its page modules' own and those of every chunk they
 * import statically, read from the build's manifest (and MODULE_CHUNKS_FILE, for a module grouped
 * with others).
 * - CSS: the page's HTML uses its classes before its code (which would link them) has arrived;
 *   linking them up front keeps it from showing unstyled and shifting, while other pages' CSS (and
 *   that of dialogs and dropdowns, which load with their code) does not hold up its first paint.
 * - Code: fetched beside the app's entry (the boot script preloads it) instead of after the entry
 *   has run and asked for its page: one round trip less before the page answers taps on a slow
 *   connection, and the entry finds the chunks already linked (it links nothing more on the way).
 * A build without a manifest adds nothing: the page's CSS and code then arrive as the app asks.
 */
export function readPageAssets(distDir: string): PageAssetsOf {
  const manifest = readJson(distDir, MANIFEST) as Record<string, ManifestChunk>;
  // A module grouped with others into a chunk (scripts/chunkGroups.ts) is known to the manifest by its chunk's key.
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const chunkOf = readJson(distDir, MODULE_CHUNKS_FILE);
  const keyOf = (module: string) => {
    const file = chunkOf[module];
    return module in manifest || typeof file !== 'string' ? module : (keyOfFile.get(file) ?? module);
  };
  return (modules) => {
    const styles = new Set<string>();
    const scripts = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (chunk?.file && !chunk.isEntry) scripts.add(`/${chunk.file}`);
      for (const file of chunk?.css ?? []) styles.add(`/${file}`);
      for (const imported of chunk?.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(keyOf(module));
    return { styles: [...styles], scripts: [...scripts] };
  };
}

/** `html` with a stylesheet link, at the end of its head, for each of `urls` it does not link yet. */
export function withStylesheets(html: string, urls: readonly string[]): string {
  const links = urls
    .filter((url) => !html.includes(`href="${url}"`))
    .map((url) => `<link rel="stylesheet" crossorigin href="${url}">`);
  return links.length === 0 ? html : html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

const PRELOADS = new RegExp(` ${APP_PRELOADS_ATTRIBUTE}="([^"]*)"`);
const SCRIPTS = new RegExp(` ${APP_SCRIPTS_ATTRIBUTE}="([^"]*)"`);

/**
 * `html` whose boot script also preloads `urls` (those it does not list yet, and not the app's
 * scripts it imports) beside the app's scripts. A page without the boot script's list (the plain
 * shell) is left as it is. The app's scripts are named by the page, not only by the manifest.
 */
export function withScriptPreloads(html: string, urls: readonly string[]): string {
  const listed = PRELOADS.exec(html)?.[1];
  if (listed === undefined) return html;
  const preloads = listed.split(' ').filter(Boolean);
  const known = new Set([...preloads, ...(SCRIPTS.exec(html)?.[1] ?? '').split(' ')]);
  // Names from the build's manifest; one that could end the attribute is skipped, not escaped.
  const added = urls.filter((url) => !known.has(url) && /^[\w./~-]+$/.test(url));
  if (added.length === 0) return html;
  return html.replace(PRELOADS, () => ` ${APP_PRELOADS_ATTRIBUTE}="${[...preloads, ...added].join(' ')}"`);
}
