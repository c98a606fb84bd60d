import type { Context, MiddlewareHandler } from 'hono';

import { tooManyRequests, waitInWords } from './tooManyRequests';

/**
 * The hits counted per key in a window every instance shares: the database's, handed in by the
 * route (repositories/limitWindows.ts), so N instances together and a restarted one count the same.
 */
export interface SharedWindow {
  /** Takes a hit for `key` at `at`: 0 when allowed, else the seconds until the oldest hit leaves the window. */
  take(key: string, at: Date): Promise<number>;
  /** Gives back the hit taken at `at`. */
  giveBack(key: string, at: Date): Promise<void>;
}

export interface RateLimitOptions {
  window: SharedWindow;
  /** Whom to count (clientAddress.ts). */
  keyOf: (c: Context) => string;
  /** What the visitor reads, given the wait in words. */
  message: (wait: string) => string;
  now: () => Date;
}

/**
 * Refuses (429) a request over the limit before its body is read. Every request counts, whatever
 * its Idempotency-Key: a stored key once let any number of resends through to be read in full, and
 * to hold the upload slots (docs/RELIABILITY.md, "Limits that keys cannot skip"). A resend after a
 * lost answer counts like its first copy; over the limit it waits for Retry-After like any other.
 * A request the server then turns away for its own load (503: no upload slot free, nothing read)
 * gets its hit back: the wait was ours, and the outbox's retries of it should not use up its limit.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = options.keyOf(c);
    const at = options.now();
    const wait = await options.window.take(key, at);
    if (wait > 0) throw tooManyRequests(wait, options.message(waitInWords(wait)));
    await next();
    if (c.res.status === 503) await options.window.giveBack(key, at);
  };
}
