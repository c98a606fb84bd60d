import '../http/context';

import type { Context, MiddlewareHandler } from 'hono';

import type { SlidingWindow } from './slidingWindow';
import { tooManyRequests, waitInWords } from './tooManyRequests';

export interface RateLimitOptions {
  window: SlidingWindow;
  /** Whom to count (clientAddress.ts). */
  keyOf: (c: Context) => string;
  /** What the visitor reads, given the wait in words. */
  message: (wait: string) => string;
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
    const wait = options.window.take(key);
    if (wait > 0) throw tooManyRequests(wait, options.message(waitInWords(wait)));
    await next();
    if (c.get('answeredFromStore')) options.window.giveBack(key);
  };
}
