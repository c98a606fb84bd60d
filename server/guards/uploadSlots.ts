import type { MiddlewareHandler } from 'hono';

import { ApiError } from '../http/errors';

/** What a refused upload is told to wait; the slots free as fast as uploads finish or stall out (408). */
const RETRY_AFTER_SECONDS = 10;
export const UPLOADS_BUSY_MESSAGE = 'The server is busy receiving other uploads. Please try again in a moment.';

/**
 * At most `max` uploads are read at once; one more is refused (503 + Retry-After) before a byte of
 * its body is read, and its connection closed. This is what bounds the memory uploads can hold
 * (bodies/readBody.ts): `max` x the largest body, however many clients send and stall.
 */
export function uploadSlots(max: number): MiddlewareHandler {
  let busy = 0;
  return async (_c, next) => {
    if (busy >= max)
      throw new ApiError(503, UPLOADS_BUSY_MESSAGE, undefined, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
        Connection: 'close',
      });
    busy++;
    try {
      await next();
    } finally {
      busy--;
    }
  };
}
