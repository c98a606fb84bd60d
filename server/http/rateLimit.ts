import './context';

import type { Context, MiddlewareHandler } from 'hono';

import { IDEMPOTENT_REPLAY_HEADER } from './answers';
import { ApiError } from './errors';

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

  /** Gives back the newest hit of `key` (the request turned out to be a replay). */
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

/** "3 minutes", "1 minute": how long to wait, in words for the visitor. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** 429 with Retry-After in seconds; the outbox keeps the submission and retries. */
export function tooManyRequests(seconds: number, message: string): ApiError {
  return new ApiError(429, message, undefined, { 'Retry-After': String(seconds) });
}

export interface RateLimitOptions {
  window: SlidingWindow;
  /** Whom to count (clientAddress.ts). */
  keyOf: (c: Context) => string;
  /** What the visitor reads, given the wait in words. */
  message: (wait: string) => string;
}

/**
 * Refuses (429) a request over the limit before its body is read. A replay of a stored
 * Idempotency-Key (markReplay, earlier) is not counted: the outbox resends after a lost answer
 * and must get its stored answer, exactly once matters more than the limit. A request that turns
 * out to be a replay only at the end (a race with its first copy) gives its hit back.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.get('storedReplay')) return next();
    const key = options.keyOf(c);
    const wait = options.window.take(key);
    if (wait > 0) throw tooManyRequests(wait, options.message(waitInWords(wait)));
    await next();
    if (c.res.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true') options.window.giveBack(key);
  };
}
