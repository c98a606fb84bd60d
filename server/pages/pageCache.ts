import { BoundedCache, type CacheLimits, type Made } from '../http/boundedCache';
import { CACHE_BUDGET } from '../http/cacheBudget';
import type { PreparedBody } from '../http/preparedBody';

/** A server-rendered page as it is sent: its status and its prepared (compressed, tagged) body. */
export interface CachedPage {
  status: number;
  body: PreparedBody;
}

/** What one render gave: the page to send, and whether it may be kept for the next visitor. */
export type MadePage = Made<CachedPage>;

function sizeOf(page: CachedPage): number {
  const { identity, gzip, br } = page.body;
  return identity.byteLength + (gzip?.byteLength ?? 0) + (br?.byteLength ?? 0);
}

/**
 * Rendered pages kept in memory, so a navigation costs a lookup instead of a React render and two
 * compressions. Pages are built from the API's data only, so whoever changes that data (the answer
 * cache's invalidate, app.ts) calls `clear()`. Keyed by the page's address as the render sees it
 * (pageAddress.ts: the query parameters the page reads, nothing else) and bounded by `limits`
 * (cacheBudget.ts), the least recently used page dropped first: the origins and paths asked for
 * are still the visitors' choice.
 */
export class PageCache {
  readonly #pages: BoundedCache<CachedPage>;

  constructor(limits: CacheLimits = CACHE_BUDGET.pages) {
    this.#pages = new BoundedCache(limits, sizeOf);
  }

  /** The page at `key`: kept, being made, or made now by `make` (null: no page, nothing kept). */
  get(key: string, make: () => Promise<MadePage | null>): Promise<CachedPage | null> {
    return this.#pages.get(key, make);
  }

  /** Forgets every page; renders under way are sent to their requests but not kept. */
  clear(): void {
    this.#pages.clear();
  }

  get size(): number {
    return this.#pages.size;
  }

  /** Bytes kept, as counted against the byte cap (boundedCache.ts). */
  get bytes(): number {
    return this.#pages.bytes;
  }
}
