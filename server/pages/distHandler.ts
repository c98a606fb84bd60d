import type { Context, Handler } from 'hono';

import { API_PREFIX, UPLOADS_PREFIX } from '../../src/contract/paths';
import { chennaiDate } from '../../src/domain/applicationDates';
import { DEFAULT_LANGUAGE, languageFromCookie, languageOfPath, pathInLanguage } from '../../src/domain/languages';
import { errorResponse } from '../http/errors';
import { fileBody } from '../http/fileBodies';
import { prepareBody, sendPrepared } from '../http/preparedBody';
import { publicUrl } from '../http/publicOrigin';
import type { Build } from './builtFiles';
import { builtFiles } from './builtFiles';
import { pageAddress } from './pageAddress';
import { withScriptPreloads, withStylesheets } from './pageAssets';
import type { CachedPage, MadePage, PageCache } from './pageCache';
import type { PageRenderer } from './pageRenderer';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate every time (cheap with ETag/304): index.html, sw.js, the manifest and other unhashed files. */
export const REVALIDATE = 'no-cache';
export const BUILD_MISSING_MESSAGE = 'The web app is not built yet. Run npm run build first, then restart the server.';

/** Vite puts content-hashed file names under /assets/: they never change, so cache them for a year. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * A navigation: a GET for a page (no file extension, not the API or uploads) from a client that
 * takes HTML: one that asks for it, accepts any type (link previews, crawlers, curl) or says
 * nothing. A client that asks only for something else (JSON) gets the 404.
 */
function isNavigation(c: Context): boolean {
  const path = c.req.path;
  if (
    path === API_PREFIX ||
    path.startsWith(`${API_PREFIX}/`) ||
    path === UPLOADS_PREFIX ||
    path.startsWith(`${UPLOADS_PREFIX}/`)
  )
    return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  const accept = c.req.header('accept');
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * The address of the language this device chose (docs/LANGUAGES.md: a cookie) when a navigation
 * opens a plain, English address and the device remembers Tamil or Hindi; null otherwise. The
 * switcher's English link sets the cookie to English before it navigates, so English stays reachable.
 */
function rememberedLanguageAddress(c: Context): string | null {
  const remembered = languageFromCookie(c.req.header('cookie'));
  if (remembered === null || remembered === DEFAULT_LANGUAGE) return null;
  if (languageOfPath(c.req.path).language !== DEFAULT_LANGUAGE) return null;
  const url = new URL(c.req.url);
  return pathInLanguage(`${url.pathname}${url.search}`, remembered);
}

/**
 * What a rendered page is kept under: all the render sees of the request (its address, pageAddress.ts),
 * and the day in Chennai, since a job's page says whether its applications have closed (docs/PRODUCT.md,
 * "Application dates"): a page kept yesterday is rendered afresh today (yesterday's pages age out).
 */
function pageKey(address: string): string {
  return `${chennaiDate(Date.now())} ${address}`;
}

/**
 * The built web app from `dir` with an SPA fallback for navigations only. The file list (and the
 * files' prepared bodies) is read when first needed and again whenever index.html changes (a new
 * `npm run build`). With `renderPage`, a navigation gets its page rendered on the server into
 * index.html, with the page's status (404 for an unknown page or item); the plain index.html when
 * that gives nothing. With `pages`, a rendered 200 page is kept there and sent again until the
 * data changes (whoever changes it clears `pages`) or the build does.
 */
export function distHandler(dir: string, renderPage?: PageRenderer, pages?: PageCache): Handler {
  // The kept pages hold the old index.html (its script and style links): render afresh.
  const current = builtFiles(dir, () => pages?.clear());

  const renderInto = async (
    address: string,
    render: PageRenderer,
    b: Build,
    shell: string,
    contentType: string,
  ): Promise<MadePage | null> => {
    const page = await render(new Request(address), shell);
    if (!page) return null;
    const assets = b.pageAssets(page.modules ?? []);
    const html = withScriptPreloads(withStylesheets(page.html, assets.styles), assets.scripts);
    const body = await prepareBody(new TextEncoder().encode(html), contentType);
    // Only whole 200 pages are kept: a 404 is one of endless unknown addresses, and a page that
    // left out data whose read failed should be retried by the next visitor.
    return { value: { status: page.status, body }, keep: page.status === 200 && page.complete };
  };

  const sendIndex = async (c: Context, b: Build | null) => {
    const remembered = rememberedLanguageAddress(c);
    if (remembered) {
      // Kept by no cache: the same address answers otherwise on another device.
      c.header('Vary', 'Cookie');
      c.header('Cache-Control', 'no-store');
      return c.redirect(remembered, 302);
    }
    const index = b?.files.get('/index.html');
    if (!index) return c.text(BUILD_MISSING_MESSAGE, 503, { 'Cache-Control': 'no-store' });
    const shell = await fileBody(index);
    let page: CachedPage | null = null;
    if (renderPage && b) {
      // Rendered for the address as the visitor typed it (https behind a TLS proxy: its og:url and
      // canonical say so), without the query parameters the page does not read, and kept under it.
      const address = pageAddress(publicUrl(c).href);
      const make = () => renderInto(address, renderPage, b, new TextDecoder().decode(shell.identity), shell.contentType);
      page = pages ? await pages.get(pageKey(address), make) : ((await make())?.value ?? null);
    }
    if (!page) return sendPrepared(c, shell, REVALIDATE);
    const answer = sendPrepared(c, page.body, REVALIDATE);
    return answer.status === 200 && page.status !== 200
      ? new Response(answer.body, { status: page.status, headers: answer.headers })
      : answer;
  };

  return async (c) => {
    const path = c.req.path;
    // One stat per request notices a rebuild, so sw.js and index.html are never served stale.
    const b = current();
    if (path === '/') return sendIndex(c, b);
    const entry = b?.files.get(path);
    if (entry) return sendPrepared(c, await fileBody(entry), cacheControlFor(path));
    if (isNavigation(c)) return sendIndex(c, b);
    return errorResponse(c, 404, { message: 'The page or resource was not found.' });
  };
}
