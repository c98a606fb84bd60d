import type { MiddlewareHandler } from 'hono';

import { sentDigest } from './bodyDigest';
import { idempotencyKeyOf } from './idempotencyKey';
import type { IdempotentWrites } from './idempotentWrites';
import { keyReused } from './idempotentWrites';
import { sendOutcome } from './postAnswers';

/**
 * The body of a request answered here is never read: the connection is closed after the answer
 * rather than kept alive, so the server does not read (drain) what the client is still sending.
 */
const UNREAD_BODY = { Connection: 'close' };

/**
 * The Idempotency-Key step of a public POST, from the headers alone, after the rate limit (so every
 * request, keyed or not, has been counted) and before the body is read or an upload slot taken:
 * - a malformed key or Content-Digest is a 400;
 * - a key with a stored answer whose request sent a Content-Digest, resent with one: the same
 *   digest (the same bytes) gets the stored answer at once; another digest is another submission
 *   under the key, a 422 at once. Neither reads a byte of the body.
 * - anything else goes on to be read: a new key, no key, or a stored key whose digest cannot be
 *   compared (the first request or this one sent none: an older app, a script). Those are read like
 *   any upload (upload slot, size limit) and compared by content in the write's transaction.
 */
export function checkStoredKey(writes: IdempotentWrites, route: string): MiddlewareHandler {
  return async (c, next) => {
    const key = idempotencyKeyOf(c);
    const digest = sentDigest(c);
    const stored = key === undefined ? undefined : await writes.storedAnswer(route, key);
    if (stored === undefined || digest === null || stored.bodyDigest === null) return next();
    if (digest !== stored.bodyDigest) throw keyReused(UNREAD_BODY);
    return sendOutcome(c, { status: stored.status, body: stored.body, fromStore: true }, UNREAD_BODY);
  };
}
