/**
 * A Map that keeps at most `limit` entries, dropping the least recently used first: for caches keyed
 * by what clients send (a window's query, a Host header), whose keys are unbounded.
 */
export class LruMap<K, V> {
  /** A Map iterates in insertion order, so re-inserting on use makes the first key the least recent. */
  #entries = new Map<K, V>();
  readonly #limit: number;

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`An LruMap holds at least one entry, got ${limit}.`);
    this.#limit = limit;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Looks without counting as a use. */
  peek(key: K): V | undefined {
    return this.#entries.get(key);
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#limit) break;
      this.#entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
