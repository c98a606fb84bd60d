import { LruMap } from './lruMap';
import type { PreparedBody } from './preparedBody';

/** What the cache keeps answers in: a plain Map (keys the server chooses) or an LruMap (keys clients choose). */
interface Slots {
  /** Without counting as a use: the checks after a build must not reorder an LruMap. */
  peek(key: string): Promise<PreparedBody | null> | undefined;
  get(key: string): Promise<PreparedBody | null> | undefined;
  set(key: string, value: Promise<PreparedBody | null>): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

class MapSlots extends Map<string, Promise<PreparedBody | null>> implements Slots {
  peek(key: string): Promise<PreparedBody | null> | undefined {
    return super.get(key);
  }
}

/**
 * Window answers and other answers whose key a client chooses (a list window's query, the sitemap's
 * origin) kept at most: a few hundred of a few kilobytes each, the last used kept longest.
 */
export const DEFAULT_MAX_BOUNDED_ANSWERS = 300;

/**
 * The GET answers kept in memory as prepared bodies (serialized, precompressed, tagged), so a
 * request costs a map lookup instead of a query, JSON.stringify and gzip. Only seeding writes
 * content: at start, before the first request, or by `npm run seed` (another process, so restart
 * the server afterwards). Code that changes content in-process calls `invalidate()`, which also
 * tells its listeners (the rendered page cache and the content routes' decoded lists, app.ts and
 * server/routes/content.ts).
 */
export class AnswerCache {
  #entries = new MapSlots();
  /** getBounded's answers, and those of every pool made by bounded(). */
  #pools: LruMap<string, Promise<PreparedBody | null>>[] = [];
  #bounded: LruMap<string, Promise<PreparedBody | null>>;
  #generation = 0;
  #onInvalidate: (() => void)[] = [];

  constructor(maxBoundedAnswers = DEFAULT_MAX_BOUNDED_ANSWERS) {
    this.#bounded = this.#pool(maxBoundedAnswers);
  }

  #pool(limit: number): LruMap<string, Promise<PreparedBody | null>> {
    const pool = new LruMap<string, Promise<PreparedBody | null>>(limit);
    this.#pools.push(pool);
    return pool;
  }

  /**
   * The cached answer for `key`, built once by `build` (concurrent misses share one build).
   * `null` means "no such thing": answered as 404 and not kept, so unknown ids cannot fill memory.
   * Keys must be bounded by the content (a list, an existing id): others go to getBounded().
   */
  async get(key: string, build: () => Promise<PreparedBody | null>): Promise<PreparedBody | null> {
    return this.#share(this.#entries, key, build);
  }

  /** As get(), for keys a client chooses: at most maxBoundedAnswers are kept, the least recently used dropped first. */
  async getBounded(key: string, build: () => Promise<PreparedBody | null>): Promise<PreparedBody | null> {
    return this.#share(this.#bounded, key, build);
  }

  /**
   * A pool of its own for answers that are large and keyed by what a client sends (the sitemap, one
   * per Host): at most `limit` kept, so a flood of Host headers cannot fill memory; emptied by invalidate().
   */
  bounded(limit: number): (key: string, build: () => Promise<PreparedBody | null>) => Promise<PreparedBody | null> {
    const pool = this.#pool(limit);
    return (key, build) => this.#share(pool, key, build);
  }

  async #share(slots: Slots, key: string, build: () => Promise<PreparedBody | null>): Promise<PreparedBody | null> {
    const hit = slots.get(key);
    if (hit) return hit;
    const generation = this.#generation;
    const pending = build();
    slots.set(key, pending);
    try {
      const body = await pending;
      if (body === null && slots.peek(key) === pending) slots.delete(key);
      return body;
    } catch (err) {
      if (slots.peek(key) === pending) slots.delete(key);
      throw err;
    } finally {
      // A build that started before an invalidation may hold old data: do not keep it.
      if (generation !== this.#generation && slots.peek(key) === pending) slots.delete(key);
    }
  }

  /**
   * A value built from the content (a list's records, decoded): built on first use, kept until the
   * next invalidate(), shared by concurrent callers. A build that fails, or that started before an
   * invalidation, is not kept.
   */
  memo<T>(build: () => Promise<T>): () => Promise<T> {
    let kept: { generation: number; value: Promise<T> } | undefined;
    return () => {
      if (kept && kept.generation === this.#generation) return kept.value;
      const entry = { generation: this.#generation, value: build() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.value;
    };
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    for (const pool of this.#pools) pool.clear();
    for (const listener of this.#onInvalidate) listener();
  }

  /** Calls `listener` on every invalidate(): what is built from these answers (rendered pages) goes with them. */
  onInvalidate(listener: () => void): void {
    this.#onInvalidate.push(listener);
  }

  /** Answers kept, bounded ones included. */
  get size(): number {
    return this.#pools.reduce((sum, pool) => sum + pool.size, this.#entries.size);
  }
}
