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

/**
 * Counted for every entry beside its bytes: the objects that hold them (the value, its byte
 * arrays' headers) and the cache's own slots. A cache of many small entries is bounded by this,
 * not by `maxEntries` alone; the figure is a round estimate of V8's per-object costs, not a measure.
 */
export const ENTRY_OVERHEAD_BYTES = 512;

/**
 * Values built on demand and kept in memory within `limits`, the least recently used dropped first
 * (lru-cache). Concurrent misses for one key share one build. A build that began before a
 * clear() may hold old data: it is handed to its callers but not kept. Used by the answer cache's
 * pools (answerCache.ts) and the rendered page cache (pages/pageCache.ts): every cache of the
 * server whose keys a request can choose, so none of them grows with the requests.
 */
export class BoundedCache<V extends object> {
  readonly limits: CacheLimits;
  readonly #kept: LRUCache<string, V>;
  /** Builds under way; as many as requests in flight, and each leaves when its build settles. */
  readonly #pending = new Map<string, Promise<V | null>>();
  #generation = 0;

  constructor(limits: CacheLimits, sizeOf: (value: V) => number) {
    this.limits = limits;
    this.#kept = new LRUCache<string, V>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (value, key) => sizeOf(value) + key.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The value at `key`: kept, being built, or built now by `make` (null: nothing, nothing kept). */
  async get(key: string, make: () => Promise<Made<V> | null>): Promise<V | null> {
    const kept = this.#kept.get(key);
    if (kept !== undefined) return kept;
    const pending = this.#pending.get(key);
    if (pending) return pending;

    const generation = this.#generation;
    const building = make().then((made) => {
      // lru-cache refuses (keeps nothing, drops nothing) a value larger than maxBytes by itself.
      if (made?.keep && generation === this.#generation) this.#kept.set(key, made.value);
      return made?.value ?? null;
    });
    this.#pending.set(key, building);
    try {
      return await building;
    } finally {
      if (this.#pending.get(key) === building) this.#pending.delete(key);
    }
  }

  /** Forgets every value; builds under way are handed to their callers but not kept. */
  clear(): void {
    this.#generation += 1;
    this.#kept.clear();
    this.#pending.clear();
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
