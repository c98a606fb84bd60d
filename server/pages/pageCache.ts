import { BoundedCache, type CacheLimits, type Made } from '../http/boundedCache';
import { CACHE_BUDGET } from '../http/cacheBudget';
import { type PreparedBody, preparedBytes } from '../http/preparedBody';

/** A server-rendered page as it is sent: its status and its prepared (compressed, tagged) body. */
export interface CachedPage {
  status: number;
  body: PreparedBody;
}

/** What one render gave: the page to send, and whether it may be kept for the next visitor. */
export type MadePage = Made<CachedPage>;

/**
 * Rendered pages kept in memory, so a navigation costs a lookup instead of a React render and two
 * compressions. Pages are built from the API's data only, so whoever changes that data (the answer
 * cache's invalidate, app.ts) calls `clear()`. Keyed by the page's address as the render sees it
 * (pageAddress.ts: the query parameters the page reads, nothing else) and bounded by `limits`
 * (cacheBudget.ts), the least recently used page dropped first: the origins and paths asked for
 * are still the visitors' choice. Concurrent renders of one address share one render, and a render
 * under way at a clear() is sent to its requests but not kept (boundedCache.ts).
 */
export class PageCache extends BoundedCache<CachedPage> {
  constructor(limits: CacheLimits = CACHE_BUDGET.pages) {
    super(limits, (page) => preparedBytes(page.body));
  }
}
