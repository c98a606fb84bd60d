import '../http/context';

import type { Context, MiddlewareHandler } from 'hono';

import type { BodyLimit } from '../http/context';
import { ApiError } from '../http/errors';

/** A route that reads a body without limitBody still reads no more than this. */
const DEFAULT_LIMIT: BodyLimit = { maxBytes: 64 * 1024, message: 'The request body is too large.' };

/** 413 for a body over its route's limit. */
export function bodyTooLarge(message: string): ApiError {
  // Connection: close, so the server stops reading the rest of a huge upload.
  return new ApiError(413, message, undefined, { Connection: 'close' });
}

/**
 * Refuses a body larger than `maxBytes` with a 413: before reading it when Content-Length says
 * so, or (readForm, readJson) as soon as the count passes the limit while reading.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > maxBytes) throw bodyTooLarge(message);
    c.set('bodyLimit', { maxBytes, message });
    await next();
  };
}

/** The limit the route set (limitBody), else the default one. */
export function bodyLimitOf(c: Context): BodyLimit {
  return c.get('bodyLimit') ?? DEFAULT_LIMIT;
}
