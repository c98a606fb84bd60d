import { LRUCache } from 'lru-cache';

/** How much one cache may hold: both bounds apply, whichever is reached first. */
export interface CacheLimits {
  /** At most this many entries. */
  maxEntries: number;
  /** At most this many bytes, as `sizeOf` counts them (plus ENTRY_OVERHEAD_BYTES and the key). */
  maxBytes: number;
}

/** What one build gave: the value to hand out, and whether it may be kept for the next caller. */
export interface Made<V> {
  value: V;
  keep: boolean;
}

/** Builds the value at a key: null means "nothing there", handed out as null and never kept. */
export type Make<V> = () => Promise<Made<V> | null>;

/**
 * Counted for every entry beside its bytes: the objects that hold them (the value, its byte
 * arrays' headers) and the cache's own slots. A cache of many small entries is bounded by this,
 * not by `maxEntries` alone; the figure is a round estimate of V8's per-object costs, not a measure.
 */
export const ENTRY_OVERHEAD_BYTES = 512;

/** What a build found nothing for settles to: an object, since lru-cache's fetch treats undefined as "cancelled". */
const NOTHING: Made<null> = { value: null, keep: false };

/**
 * Values built on demand and kept in memory within `limits`, the least recently used dropped first:
 * every cache of the server whose keys a request can choose (the answer cache's pools, answerCache.ts;
 * the rendered pages, pages/pageCache.ts), so none of them grows with the requests.
 *
 * lru-cache does the work: `fetch` shares one build among concurrent misses for a key (the first
 * caller's `make` runs, the others await it), and `clear()` aborts builds under way; with
 * `ignoreFetchAbort` such a build still settles for its callers, but lru-cache no longer writes it
 * (its slot is gone), so a build that may have read old data is handed out, never kept. A build
 * that must not be kept (`keep: false`, or nothing found) is sized above `maxEntrySize`, which
 * lru-cache refuses to store: the one way its fetch lets a build decline to be kept.
 */
export class BoundedCache<V extends object> {
  readonly limits: CacheLimits;
  readonly #kept: LRUCache<string, Made<V | null>, Make<V>>;

  constructor(limits: CacheLimits, sizeOf: (value: V) => number) {
    this.limits = limits;
    const refused = limits.maxBytes + 1;
    this.#kept = new LRUCache<string, Made<V | null>, Make<V>>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxBytes,
      sizeCalculation: ({ value, keep }, key) =>
        keep && value !== null ? sizeOf(value) + key.length + ENTRY_OVERHEAD_BYTES : refused,
      fetchMethod: async (_key, _stale, { context: make }) => (await make()) ?? NOTHING,
      ignoreFetchAbort: true,
    });
  }

  /** The value at `key`: kept, being built, or built now by `make` (null: nothing, nothing kept). */
  async get(key: string, make: Make<V>): Promise<V | null> {
    const made = await this.#kept.fetch(key, { context: make });
    return made?.value ?? null;
  }

  /** Forgets every value; builds under way are handed to their callers but not kept. */
  clear(): void {
    this.#kept.clear();
  }

  /** Values kept. */
  get size(): number {
    return this.#kept.size;
  }

  /** Bytes kept, as counted against maxBytes. */
  get bytes(): number {
    return this.#kept.calculatedSize;
  }
}
