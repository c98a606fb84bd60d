/**
 * The contract between the server and the server-render bundle Vite builds from
 * src/app/ssr/entryServer.tsx. The server loads that bundle at run time from the build output
 * (it may not import src/app), so both sides share only these types and names.
 */

/** Where the server-render bundle lies inside the built web app (a dot folder: never served). */
export const PAGE_RENDER_ENTRY = '.ssr/entryServer.js';

/**
 * Which chunk each of the app's modules went in (`src/...` → file under the build's root), written
 * by the build (scripts/moduleChunks.ts) beside Vite's manifest: a page module grouped with others
 * (scripts/chunkGroups.ts) has no manifest entry of its own, and the server links its page's CSS
 * and code by it. A dot folder: never served.
 */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/** The id of the non-executed JSON block that carries the server's data to the page. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * On the boot script's tag of a server-rendered page (src/app/boot/boot.ts): the URLs
 * (space-separated) of the app's module scripts in the order the plain shell runs them, the entry
 * last. The boot script imports them one after another, each in a task of its own.
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * On the boot script's tag of a server-rendered page (src/app/boot/boot.ts), beside the app's
 * scripts: the URLs (space-separated) it preloads with them. The render lists the entry's static
 * imports (src/app/ssr/deferAppScript.ts); the server adds the page's own chunks (server/pages/pageAssets.ts).
 */
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';

/** A fetch that answers the API's paths; the server passes one that calls its own app in-process. */
export type PageFetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface PageRenderInput {
  /** The navigation, with the address the visitor asked for. */
  request: Request;
  /** The built index.html: the plain app shell the page is rendered into. */
  shell: string;
  fetch: PageFetch;
}

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * The source modules of the pages it drew, as Vite's build manifest (.vite/manifest.json) names
   * them (src/features/home/HomePage.tsx): the server links their stylesheets into the page.
   */
  modules?: readonly string[];
}

export type RenderPage = (input: PageRenderInput) => Promise<RenderedPage>;

/**
 * On the data block of a page the service worker saved on the device (sw/savedPages.ts): when it
 * was saved (ISO 8601), so the page answered from that copy says how old its data is.
 */
export const PAGE_SAVED_AT_ATTRIBUTE = 'data-saved-at';
