import type { Context } from 'hono';

import type { Db } from '../db/connect';
import { matchesIfNoneMatch } from '../http/preparedBody';
import { findImage, findImageTag } from '../repositories/images';

/**
 * An uploaded image's name always means the same bytes (server/images/imageNames.ts), so browsers
 * and proxies may keep it for a year without asking again.
 */
export const STORED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Answers an uploaded image from the database, whichever instance stored it. A revalidation reads
 * the hash alone; a 200 reads the one row and sends its bytes as they are (PNG, JPEG and WebP are
 * compressed already), so a request holds at most one image, and nothing is kept after it.
 * Undefined when no image has that name.
 */
export async function storedImageAnswer(c: Context, db: Db, name: string): Promise<Response | undefined> {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch) {
    const tag = await findImageTag(db.kysely, name);
    if (!tag) return undefined;
    if (matchesIfNoneMatch(ifNoneMatch, tag.sha256)) return c.body(null, 304, headers(tag.sha256));
  }
  const image = await findImage(db.kysely, name);
  if (!image) return undefined;
  return c.body(ownBuffer(image.bytes), 200, { ...headers(image.sha256), 'Content-Type': image.contentType });
}

function headers(sha256: string): Record<string, string> {
  return { ETag: `"${sha256}"`, 'Cache-Control': STORED_IMAGE_CACHE_CONTROL };
}

/** The same bytes typed over a plain ArrayBuffer, as a Response body must be; copied only if shared memory. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : Uint8Array.from(bytes);
}
