/**
 * At most `limit` hits per key within any `windowMs` (a sliding window of the hits' times).
 * Memory stays bounded: a key holds at most `limit` times, and keys idle for a window are dropped.
 */
export class SlidingWindow {
  readonly #hits = new Map<string, number[]>();
  #lastSweep: number;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#lastSweep = now();
  }

  /** Takes a hit for `key`: 0 when allowed, else the seconds until the oldest hit leaves the window. */
  take(key: string): number {
    const t = this.now();
    this.#sweep(t);
    const recent = (this.#hits.get(key) ?? []).filter((hit) => hit > t - this.windowMs);
    this.#hits.set(key, recent);
    const oldest = recent[0];
    if (recent.length >= this.limit && oldest !== undefined) return Math.max(1, Math.ceil((oldest + this.windowMs - t) / 1000));
    recent.push(t);
    return 0;
  }

  /** Gives back the newest hit of `key` (the request turned out to be a repeat answered from the store). */
  giveBack(key: string): void {
    this.#hits.get(key)?.pop();
  }

  #sweep(t: number): void {
    if (t - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = t;
    for (const [key, hits] of this.#hits) {
      if ((hits.at(-1) ?? 0) <= t - this.windowMs) this.#hits.delete(key);
    }
  }
}
