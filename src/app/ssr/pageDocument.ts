import { PAGE_DATA_ELEMENT_ID } from '../../contract/pageRender';
import { manifestPath } from '../../domain/manifestPaths';
import { scriptJson } from '../../domain/scriptJson';
import type { PageData } from '../pageData';
import { deferAppScript } from './deferAppScript';
import { escapeHtml, headTags, type PageHead } from './pageHead';

const ROOT = '<div id="root"></div>';

/** Replaces `pattern`'s one match in `html`; a shell without it is not one this code knows, so it throws. */
function replaceOnce(html: string, pattern: RegExp | string, replacement: string): string {
  const match = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!match) throw new Error(`The app shell has no ${String(pattern)}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The built index.html (which links the app's CSS and script) with the page's head, its HTML in
 * #root, its data in a JSON block the script hydrates from (its texts' files preloaded), and its script deferred
 * (deferAppScript). `data-mantine-color-scheme` on <html> is what Mantine's styles read; the site
 * is light only, so the page says so itself (as the shell does), with no script: the CSP allows no
 * inline ones (Mantine's ColorSchemeScript), and the app sets no scheme (LightMantineProvider.tsx).
 */
export function pageDocument(shell: string, head: PageHead, body: string, data: PageData): string {
  let html = replaceOnce(
    deferAppScript(shell),
    /<html[^>]*>/,
    `<html lang="${head.language}" data-mantine-color-scheme="light">`,
  );
  // The page's language's manifest (docs/OFFLINE.md, "Installing"); a shell without one (no build) keeps none.
  html = html.replace(
    /(<link rel="manifest" href=")[^"]*"/,
    (_match, start: string) => `${start}${manifestPath(head.language)}"`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  html = html.replace(/\s*<meta name="description"[^>]*>/, '');
  // The texts' files, which the page fetches before it hydrates: asked for as the head is read, beside
  // the app's script. `crossorigin` makes the preload's request the page's fetch() request exactly.
  const preloads = (data.textFiles ?? []).map(
    (file) => `<link rel="preload" href="${escapeHtml(file)}" as="fetch" crossorigin="anonymous" />`,
  );
  html = replaceOnce(html, '</head>', `  ${[...preloads, headTags(head)].join('\n    ')}\n  </head>`);
  const dataBlock = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  return replaceOnce(html, ROOT, `<div id="root">${body}</div>${dataBlock}`);
}
