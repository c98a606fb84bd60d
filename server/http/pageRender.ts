import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_RENDER_ENTRY, type PageFetch, type RenderedPage, type RenderPage } from '../../src/contract/pageRender';
import type { Logger } from './logger';

/** Renders a navigation into the app shell; null means "serve the plain shell" (no bundle, or it failed). */
export type PageRenderer = (request: Request, shell: string) => Promise<RenderedPage | null>;

async function importRender(file: string): Promise<RenderPage> {
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
 * script renders the page in the browser as before.
 */
export function pageRenderer(distDir: string, fetch: PageFetch, logger: Logger): PageRenderer {
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
    return loaded;
  };

  return async (request, shell) => {
    try {
      const render = await current();
      return render ? await render({ request, shell, fetch }) : null;
    } catch (err) {
      logger.error(`Server render of ${new URL(request.url).pathname} failed; serving the app shell`, err);
      return null;
    }
  };
}
