import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vite's build manifest (`build.manifest` in vite.config.ts): where each source module's code and CSS went. */
const MANIFEST = '.vite/manifest.json';

interface ManifestChunk {
  css?: string[];
  /** The manifest keys of the chunks this one imports statically. */
  imports?: string[];
}

/** The stylesheet URLs the pages drawn from `modules` need (see readPageStyles). */
export type PageStyles = (modules: readonly string[]) => string[];

function isManifest(value: unknown): value is Record<string, ManifestChunk> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stylesheets of a server-rendered page: its page modules' own CSS and that of every chunk they
 * import statically, read from the build's manifest. The page's HTML uses their classes before its
 * code (which would link them) has arrived; linking them up front keeps it from showing unstyled
 * and shifting, while other pages' CSS (and that of dialogs and dropdowns, which load with their
 * code) does not hold up its first paint. A build without a manifest links nothing more.
 */
export function readPageStyles(distDir: string): PageStyles {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(distDir, MANIFEST), 'utf8'));
    if (isManifest(parsed)) manifest = parsed;
  } catch {
    // No manifest (an older build): the page's own CSS then arrives with its code.
  }
  return (modules) => {
    const styles = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      for (const file of chunk?.css ?? []) styles.add(`/${file}`);
      for (const imported of chunk?.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...styles];
  };
}

/** `html` with a stylesheet link, at the end of its head, for each of `urls` it does not link yet. */
export function withStylesheets(html: string, urls: readonly string[]): string {
  const links = urls.filter((url) => !html.includes(`href="${url}"`)).map((url) => `<link rel="stylesheet" crossorigin href="${url}">`);
  return links.length === 0 ? html : html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
