import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

import { ApiError } from '../api/content';
import { PAGE_DATA_ELEMENT_ID, PAGE_SAVED_AT_ATTRIBUTE } from '../contract/pageRender';
import { type CatalogArea, isCatalogArea } from '../i18n/catalogAreas';

/** What a server-rendered page carries for its hydration: the queries it rendered and where its texts are. */
export interface PageData {
  queries: DehydratedState;
  /** The areas of its language's catalogue its first render draws: the shell's and the page's own (the page table's `texts`). */
  texts?: CatalogArea[];
  /** Those areas' files (src/i18n/catalogFiles.ts), which the page fetches before it hydrates. */
  textFiles?: string[];
}

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * A detail the API does not know stays "not found" when a page mounts with it (no new request on
 * mount: the answer would be the same 404), so the server's first render and the browser's show
 * the not-found page alike. Both call this: the server after fetching, the page after hydrating.
 */
export function holdNotFound(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    if (isNotFound(query.state.error)) client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

/**
 * The server's queries for the page: the answered ones, and a detail the API does not know (404),
 * since the page shows "not found" for it and the first render in the browser must show the same.
 */
export function dehydratePage(client: QueryClient): DehydratedState {
  return dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || isNotFound(query.state.error),
  });
}

/** A 404 crossed the JSON as a plain object ({ name, status }): make it the ApiError the pages test for again. */
function reviveErrors(state: DehydratedState): DehydratedState {
  const queries = state.queries.map((query) => {
    const error = query.state.error as { status?: unknown } | null;
    if (query.state.status !== 'error' || typeof error?.status !== 'number') return query;
    return { ...query, state: { ...query.state, error: new ApiError(error.status, 'Not found') } };
  });
  return { ...state, queries };
}

/**
 * The server's data block (a non-executed <script type="application/json">, so the CSP needs no
 * inline scripts), or null when the page is the plain app shell (the service worker's offline copy).
 */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    if (!data?.queries) return null;
    const texts = Array.isArray(data.texts) ? data.texts.filter(isCatalogArea) : undefined;
    const textFiles = Array.isArray(data.textFiles) ? data.textFiles.filter((file) => typeof file === 'string') : undefined;
    return { queries: reviveErrors(data.queries), texts, textFiles };
  } catch {
    return null;
  }
}

/** The navigation's timing as pageSentAt reads it; `deliveryType` ("cache": from the browser's cache) is not in every browser. */
export type NavigationTiming = Pick<PerformanceNavigationTiming, 'type' | 'responseStart'> & { deliveryType?: string };

/** Date.now() and performance.now() read together. */
export interface PageClock {
  now: number;
  sinceNavigation: number;
}

/**
 * When the page's data was last known to be current, if later than its render: the time the page
 * arrived, for a page the server sent now. The server keeps rendered pages and drops every one of
 * them whenever the data changes (server/pages/pageCache.ts), and the browser revalidates a page
 * before it uses a cached copy (no-cache, ETag), so a page that comes from the server holds the data
 * current when it is sent, however long ago it was rendered. Counted from its render instead, a
 * page kept longer than the queries' staleTime (src/app/queryClient.ts) would fetch all it shows
 * again as it hydrates: a request, an answer to read and a redraw for nothing. Not so for the
 * worker's saved copy (marked by PAGE_SAVED_AT_ATTRIBUTE: its data is as old as it says) nor for a
 * page the browser took from its cache without asking (Back and Forward may): null, the render's
 * time stands.
 */
export function pageSentAt(doc: Document, navigation: NavigationTiming | undefined, clock: PageClock): number | null {
  if (!navigation || doc.getElementById(PAGE_DATA_ELEMENT_ID)?.hasAttribute(PAGE_SAVED_AT_ATTRIBUTE)) return null;
  if (navigation.type === 'back_forward' || navigation.deliveryType === 'cache') return null;
  // On the clock the queries' freshness is read with (Date.now), not performance.timeOrigin's.
  return clock.now - (clock.sinceNavigation - navigation.responseStart);
}

/** The page's answers as fetched at `sentAt` (see pageSentAt); an answer fetched later keeps its own time. */
export function fetchedWhenSent(state: DehydratedState, sentAt: number): DehydratedState {
  const queries = state.queries.map((query) =>
    query.state.status === 'success' && query.state.dataUpdatedAt < sentAt
      ? { ...query, state: { ...query.state, dataUpdatedAt: sentAt } }
      : query,
  );
  return { ...state, queries };
}
