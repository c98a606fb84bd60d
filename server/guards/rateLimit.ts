import '../http/context';

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
 * Refuses (429) a request over the limit before its body is read. A repeat of a stored
 * Idempotency-Key (markRepeat, earlier) is not counted: the outbox resends after a lost answer
 * and must get its stored answer, exactly once matters more than the limit. A request that turns
 * out to be a repeat only at the end (a race with its first copy) gives its hit back.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    if (c.get('answeredFromStore')) return next();
    const key = options.keyOf(c);
    const at = options.now();
    const wait = await options.window.take(key, at);
    if (wait > 0) throw tooManyRequests(wait, options.message(waitInWords(wait)));
    await next();
    if (c.get('answeredFromStore')) await options.window.giveBack(key, at);
  };
}
