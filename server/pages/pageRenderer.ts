import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { PAGE_RENDER_ENTRY, type PageFetch, type RenderedPage, type RenderPage } from '../../src/contract/pageRender';
import type { Logger } from '../http/logger';

/** A rendered page, and whether every API read it made was answered (2xx, 304 or 404). */
export interface ServerPage extends RenderedPage {
  /** False when a read failed: the page left that data out (src/app/ssr/prefetch.ts), so it must not be kept. */
  complete: boolean;
}

/** Renders a navigation into the app shell; null means "serve the plain shell" (no bundle, or it failed). */
export type PageRenderer = (request: Request, shell: string) => Promise<ServerPage | null>;

/**
 * What the render is given of the visitor's request: its address only. No cookies, no
 * Authorization, no other header, so the page depends on nothing but the URL and the API's data,
 * which is what lets the page cache (pageCache.ts) key pages by that address (pageAddress.ts). Nor the
 * visitor's abort signal: several visitors may wait for one render, and one of them leaving must
 * not fail it for the others.
 */
function addressOnly(request: Request): Request {
  return new Request(request.url, { headers: { Accept: 'text/html' } });
}

/** A fetch that notes whether any answer was a failure (a 404 is an answer: "no such item"). */
function watched(fetch: PageFetch): { fetch: PageFetch; failed: () => boolean } {
  let failed = false;
  return {
    fetch: async (url, init) => {
      try {
        const res = await fetch(url, init);
        if (!res.ok && res.status !== 304 && res.status !== 404) failed = true;
        return res;
      } catch (err) {
        failed = true;
        throw err;
      }
    },
    failed: () => failed,
  };
}

async function importRender(file: string): Promise<RenderPage> {
  // The built render bundle (dist/), not a source module: the lint's zones cannot and need not follow it.
  // eslint-disable-next-line architecture/import-zones -- a built file, named at run time
  const module = (await import(pathToFileURL(file).href)) as { render?: unknown };
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render function`);
  return module.render as RenderPage;
}

/**
 * The server render that `vite build` put in the build (`dist/.ssr/entryServer.js`), loaded at run
 * time (the server may not import the web app's code), once: its chunks import the entry by its
 * plain URL, so a second copy of a rebuilt entry (loaded under another URL) would not share their
 * modules. A rebuild's render therefore takes a server restart. `fetch` answers
 * the API paths the page reads (the server passes its own app). Rendering never takes a page
 * down: a missing bundle or any error gives null, so the caller serves the plain app shell, whose
 * script renders the page in the browser as before. `onLoaded` is called once the bundle is imported.
 */
export function pageRenderer(distDir: string, fetch: PageFetch, logger: Logger, onLoaded?: () => void): PageRenderer {
  const file = join(distDir, PAGE_RENDER_ENTRY);
  let loaded: Promise<RenderPage> | undefined;

  const current = async (): Promise<RenderPage | null> => {
    if (loaded) return loaded;
    const built = await stat(file).then(
      () => true,
      () => false,
    );
    if (!built) return null;
    loaded = importRender(file);
    // The readiness probe waits for this: a visitor sent here should not wait for the import.
    if (onLoaded) loaded.then(onLoaded, () => undefined);
    return loaded;
  };

  return async (request, shell) => {
    try {
      const render = await current();
      if (!render) return null;
      const reads = watched(fetch);
      const page = await render({ request: addressOnly(request), shell, fetch: reads.fetch });
      return { ...page, complete: !reads.failed() };
    } catch (err) {
      logger.error(`Server render of ${new URL(request.url).pathname} failed; serving the app shell`, err);
      return null;
    }
  };
}
