import '../http/context';

import { createHash } from 'node:crypto';

import type { Context, MiddlewareHandler } from 'hono';

import { IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { ApiError } from '../http/errors';
import type { IdempotentWrites } from './idempotentWrites';

/** 1 to 200 visible ASCII characters (a UUID in practice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key, undefined when absent; a malformed key is a 400. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(400, `The ${IDEMPOTENCY_HEADER} header must be 1 to 200 visible characters, such as a UUID.`);
  }
  return key;
}

/** Refuses a malformed key (400) before the body is read. */
export function checkIdempotencyKey(): MiddlewareHandler {
  return async (c, next) => {
    idempotencyKeyOf(c);
    await next();
  };
}

/**
 * Notes on the context whether the request's Idempotency-Key already has a stored answer for
 * `route`, before the body is read: the abuse limits let such a repeat through (rateLimit.ts).
 */
export function markRepeat(writes: IdempotentWrites, route: string): MiddlewareHandler {
  return async (c, next) => {
    const key = idempotencyKeyOf(c);
    c.set('answeredFromStore', key !== undefined && (await writes.hasAnswer(route, key)));
    await next();
  };
}

/** A stable fingerprint of what a request asks for: same content, same hash. */
export function requestHash(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((k) => [k, parts[k]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}
