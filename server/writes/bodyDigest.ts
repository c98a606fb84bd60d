import { createHash } from 'node:crypto';

import type { Context } from 'hono';

import { CONTENT_DIGEST_HEADER, sha256OfContentDigest } from '../../src/contract/contentDigest';
import { ApiError } from '../http/errors';

/**
 * The base64 SHA-256 of the body that the request's Content-Digest claims, read from the header
 * alone (nothing of the body): null when it sent none with `sha-256`; a malformed one is a 400.
 */
export function sentDigest(c: Context): string | null {
  const header = c.req.header(CONTENT_DIGEST_HEADER);
  if (header === undefined) return null;
  const digest = sha256OfContentDigest(header);
  if (digest === 'malformed') {
    throw new ApiError(
      400,
      `The ${CONTENT_DIGEST_HEADER} header's sha-256 must be the body's 32-byte SHA-256 in base64, as sha-256=:...:.`,
    );
  }
  return digest ?? null;
}

/**
 * The request's Content-Digest once its body has arrived, checked against the bytes: a claim the
 * bytes do not bear out is a 400, since a key stored with a wrong digest would answer a later
 * request for content it never had. Null when the client sent none.
 */
export function verifiedDigest(c: Context, body: Uint8Array): string | null {
  const claimed = sentDigest(c);
  if (claimed === null) return null;
  if (createHash('sha256').update(body).digest('base64') !== claimed) {
    throw new ApiError(400, `The ${CONTENT_DIGEST_HEADER} header does not match the body that arrived. Please send it again.`);
  }
  return claimed;
}
