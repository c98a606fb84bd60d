import { createHash } from 'node:crypto';

import type { Context } from 'hono';

import { IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { ApiError } from '../http/errors';

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

/** A stable fingerprint of what a request asks for: same content, same hash. */
export function requestHash(parts: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((k) => [k, parts[k]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}
