import { BoundedCache, type CacheLimits } from './boundedCache';
import { BOUNDED_POOL_MAX_BYTES, CACHE_BUDGET } from './cacheBudget';
import { type PreparedBody, preparedBytes } from './preparedBody';

/** Builds an answer: null means "no such thing" (answered as 404, never kept). */
type Build = () => Promise<PreparedBody | null>;

/** A cached getter: the answer at a key, kept or built once by `build`. */
export type AnswerGetter = (key: string, build: Build) => Promise<PreparedBody | null>;

/** What one pool holds now, for the budget's checks (tests, bench). */
export interface PoolUsage {
  name: string;
  entries: number;
  bytes: number;
  limits: CacheLimits;
}

/** Every build is kept unless it found nothing: unknown ids and other 404s cannot fill memory. */
const kept = (build: Build) => async () => {
  const body = await build();
  return body === null ? null : { value: body, keep: true };
};

interface Pool {
  name: string;
  cache: BoundedCache<PreparedBody>;
}

/**
 * The GET answers kept in memory as prepared bodies (serialized, precompressed, tagged), so a
 * request costs a lookup instead of a query, JSON.stringify and gzip. Every pool is bounded in
 * entries and bytes (cacheBudget.ts), the least recently used dropped first, so no request can
 * make it grow past its budget. Only seeding writes content: at start, before the first request,
 * or by `npm run seed` (another process, so restart the server afterwards). Code that changes
 * content in-process calls `invalidate()`, which also tells its listeners (the rendered page cache
 * and the content routes' decoded lists, app.ts and server/routes/content.ts).
 */
export class AnswerCache {
  #pools: Pool[] = [];
  readonly #answers: BoundedCache<PreparedBody>;
  readonly #windows: BoundedCache<PreparedBody>;
  #generation = 0;
  #onInvalidate: (() => void)[] = [];

  constructor(limits: { answers?: CacheLimits; windows?: CacheLimits } = {}) {
    this.#answers = this.#pool('answers', limits.answers ?? CACHE_BUDGET.answers);
    this.#windows = this.#pool('windows', limits.windows ?? CACHE_BUDGET.windows);
  }

  #pool(name: string, limits: CacheLimits): BoundedCache<PreparedBody> {
    const cache = new BoundedCache<PreparedBody>(limits, preparedBytes);
    this.#pools.push({ name, cache });
    return cache;
  }

  /**
   * The cached answer for `key`, built once by `build` (concurrent misses share one build).
   * `null` means "no such thing": answered as 404 and not kept. Keys here are bounded by the
   * content (a list, an existing id): keys a client chooses go to getBounded() or a pool of their own.
   */
  async get(key: string, build: Build): Promise<PreparedBody | null> {
    return this.#answers.get(key, kept(build));
  }

  /** As get(), for keys a client chooses (a list window's query): a pool of its own, so they cannot push out the lists. */
  async getBounded(key: string, build: Build): Promise<PreparedBody | null> {
    return this.#windows.get(key, kept(build));
  }

  /**
   * A pool of its own for answers that are large or keyed by what a client sends (the sitemap, one
   * per Host; the offline copy's chunks): at most `limits` (a number: that many entries and
   * BOUNDED_POOL_MAX_BYTES), so a flood of keys cannot fill memory; emptied by invalidate().
   */
  bounded(limits: number | CacheLimits, name = `pool ${this.#pools.length}`): AnswerGetter {
    const pool = this.#pool(name, typeof limits === 'number' ? { maxEntries: limits, maxBytes: BOUNDED_POOL_MAX_BYTES } : limits);
    return (key, build) => pool.get(key, kept(build));
  }

  /**
   * A value built from the content (a list's records, decoded): built on first use, kept until the
   * next invalidate(), shared by concurrent callers. A build that fails, or that started before an
   * invalidation, is not kept. One value per memo, bounded by the content.
   */
  memo<T>(build: () => Promise<T>): () => Promise<T> {
    let memo: { generation: number; value: Promise<T> } | undefined;
    return () => {
      if (memo && memo.generation === this.#generation) return memo.value;
      const entry = { generation: this.#generation, value: build() };
      memo = entry;
      entry.value.catch(() => {
        if (memo === entry) memo = undefined;
      });
      return entry.value;
    };
  }

  invalidate(): void {
    this.#generation += 1;
    for (const pool of this.#pools) pool.cache.clear();
    for (const listener of this.#onInvalidate) listener();
  }

  /** Calls `listener` on every invalidate(): what is built from these answers (rendered pages) goes with them. */
  onInvalidate(listener: () => void): void {
    this.#onInvalidate.push(listener);
  }

  /** Answers kept, in every pool. */
  get size(): number {
    return this.#pools.reduce((sum, pool) => sum + pool.cache.size, 0);
  }

  /** Each pool's entries and bytes beside its limits. */
  usage(): PoolUsage[] {
    return this.#pools.map(({ name, cache }) => ({ name, entries: cache.size, bytes: cache.bytes, limits: cache.limits }));
  }
}
