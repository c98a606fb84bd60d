import type { Context, MiddlewareHandler } from 'hono';

import { ApiError } from '../http/errors';

/** The media type of the request, lower case, without parameters ("" when absent). */
function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** Refuses (415) a request whose Content-Type is not `expected`, before its body is read. */
export function requireMediaType(expected: string, message: string): MiddlewareHandler {
  return async (c, next) => {
    if (mediaType(c) !== expected) throw new ApiError(415, message);
    await next();
  };
}
