import type { PreparedBody } from './preparedBody';

/**
 * The GET answers kept in memory as prepared bodies (serialized, precompressed, tagged), so a
 * request costs a map lookup instead of a query, JSON.stringify and gzip. Only seeding writes
 * content: at start, before the first request, or by `npm run seed` (another process, so restart
 * the server afterwards). Code that changes content in-process calls `invalidate()`, which also
 * tells its listeners (the rendered page cache, app.ts).
 */
export class AnswerCache {
  #entries = new Map<string, Promise<PreparedBody | null>>();
  #generation = 0;
  #onInvalidate: (() => void)[] = [];

  /**
   * The cached answer for `key`, built once by `build` (concurrent misses share one build).
   * `null` means "no such thing": answered as 404 and not kept, so unknown ids cannot fill memory.
   */
  async get(key: string, build: () => Promise<PreparedBody | null>): Promise<PreparedBody | null> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const generation = this.#generation;
    const pending = build();
    this.#entries.set(key, pending);
    try {
      const body = await pending;
      if (body === null && this.#entries.get(key) === pending) this.#entries.delete(key);
      return body;
    } catch (err) {
      if (this.#entries.get(key) === pending) this.#entries.delete(key);
      throw err;
    } finally {
      // A build that started before an invalidation may hold old data: do not keep it.
      if (generation !== this.#generation && this.#entries.get(key) === pending) this.#entries.delete(key);
    }
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    for (const listener of this.#onInvalidate) listener();
  }

  /** Calls `listener` on every invalidate(): what is built from these answers (rendered pages) goes with them. */
  onInvalidate(listener: () => void): void {
    this.#onInvalidate.push(listener);
  }

  get size(): number {
    return this.#entries.size;
  }
}
