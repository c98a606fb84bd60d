import type { PreparedBody } from '../http/preparedBody';

/** A server-rendered page as it is sent: its status and its prepared (compressed, tagged) body. */
export interface CachedPage {
  status: number;
  body: PreparedBody;
}

/** What one render gave: the page to send, and whether it may be kept for the next visitor. */
export interface MadePage {
  page: CachedPage;
  keep: boolean;
}

export interface PageCacheLimits {
  /** At most this many pages are kept. */
  maxPages: number;
  /** At most this many bytes (all codings of all kept pages together). */
  maxBytes: number;
}

/**
 * A page is some 20-60 kB as HTML plus its two compressed copies: 200 of them stay well under the
 * byte cap, which is there for a page that grows (a long list) or a flood of distinct query strings.
 */
export const DEFAULT_PAGE_CACHE_LIMITS: PageCacheLimits = { maxPages: 200, maxBytes: 32 * 1024 * 1024 };

function sizeOf(page: CachedPage): number {
  const { identity, gzip, br } = page.body;
  return identity.byteLength + (gzip?.byteLength ?? 0) + (br?.byteLength ?? 0);
}

/**
 * Rendered pages kept in memory, so a navigation costs a lookup instead of a React render and two
 * compressions. Pages are built from the API's data only, so whoever changes that data (the answer
 * cache's invalidate, app.ts) calls `clear()`. Bounded by `limits`, dropping the least recently
 * used page first: any query string is a page of its own, so the addresses asked for are unbounded.
 */
export class PageCache {
  /** Kept pages; a Map iterates in insertion order, so re-inserting on use makes the first the least recent. */
  #pages = new Map<string, CachedPage>();
  /** Renders under way: concurrent requests for one address wait for the same render. */
  #pending = new Map<string, Promise<CachedPage | null>>();
  #bytes = 0;
  #generation = 0;
  readonly #limits: PageCacheLimits;

  constructor(limits: PageCacheLimits = DEFAULT_PAGE_CACHE_LIMITS) {
    this.#limits = limits;
  }

  /** The page at `key`: kept, being made, or made now by `make` (null: no page, nothing kept). */
  async get(key: string, make: () => Promise<MadePage | null>): Promise<CachedPage | null> {
    const kept = this.#pages.get(key);
    if (kept) {
      this.#pages.delete(key);
      this.#pages.set(key, kept);
      return kept;
    }
    const pending = this.#pending.get(key);
    if (pending) return pending;

    const generation = this.#generation;
    const making = make().then((made) => {
      // A render that started before a clear() may hold the old data: send it, do not keep it.
      if (made?.keep && generation === this.#generation) this.#keep(key, made.page);
      return made?.page ?? null;
    });
    this.#pending.set(key, making);
    try {
      return await making;
    } finally {
      if (this.#pending.get(key) === making) this.#pending.delete(key);
    }
  }

  /** Forgets every page; renders under way are sent to their requests but not kept. */
  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#pending.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #keep(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.#limits.maxBytes) return;
    const old = this.#pages.get(key);
    if (old) {
      this.#pages.delete(key);
      this.#bytes -= sizeOf(old);
    }
    this.#pages.set(key, page);
    this.#bytes += size;
    for (const [oldest, evicted] of this.#pages) {
      if (this.#pages.size <= this.#limits.maxPages && this.#bytes <= this.#limits.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= sizeOf(evicted);
    }
  }
}
