import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Context } from 'hono';

import { negotiateCoding } from './encoding';

/**
 * Cache-Control of every JSON API answer: it may change at any time (content edited, data reseeded,
 * a restart with other limits), so clients always revalidate, which the ETag makes cheap.
 */
export const API_CACHE_CONTROL = 'no-cache';

/**
 * An answer body made once and sent many times: its bytes, precompressed variants and ETags.
 * Each coding is its own representation, so each gets its own strong ETag ("h", "h-gzip",
 * "h-br"); If-None-Match matches any of them, since they all stand for the same content.
 */
export interface PreparedBody {
  contentType: string;
  identity: Bytes;
  gzip: Bytes | undefined;
  br: Bytes | undefined;
  /** The hash part of the ETags. */
  tag: string;
}

/** The bytes a prepared body holds, every coding counted: what the caches weigh it by (boundedCache.ts). */
export const preparedBytes = (body: PreparedBody): number =>
  body.identity.byteLength + (body.gzip?.byteLength ?? 0) + (body.br?.byteLength ?? 0);

/** Bytes over a plain ArrayBuffer, as a Response body must be (Node's Buffers may share a pool). */
type Bytes = Uint8Array<ArrayBuffer>;
const own = (bytes: Uint8Array): Bytes => Uint8Array.from(bytes);

/** Below this, compression saves too little to be worth a header. */
const MIN_COMPRESS_BYTES = 512;
/** Brotli quality 7: close to the best ratio at a fraction of quality 11's time. */
const BROTLI_QUALITY = 7;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * `bytes` prepared to be sent many times. The two compressions run on Node's thread pool, side by
 * side, not on the event loop, where they held every other request: some 8 ms for a 90 KB page
 * (a fifth of its render) and 40 ms for the whole list of 5,000 jobs (1.2 MB).
 */
export async function prepareBody(bytes: Uint8Array, contentType: string, compressible = true): Promise<PreparedBody> {
  const tag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  if (!compressible || bytes.byteLength < MIN_COMPRESS_BYTES)
    return { contentType, identity: own(bytes), gzip: undefined, br: undefined, tag };
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
    }),
  ]);
  return { contentType, identity: own(bytes), gzip: own(gzipped), br: own(brotli), tag };
}

export function prepareJson(value: unknown): Promise<PreparedBody> {
  return prepareBody(Buffer.from(JSON.stringify(value)), 'application/json; charset=UTF-8');
}

/** True when an If-None-Match header names this body (any coding, weak or strong form). */
export function matchesIfNoneMatch(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  for (const raw of header.split(',')) {
    let candidate = raw.trim();
    if (candidate.startsWith('W/')) candidate = candidate.slice(2);
    if (candidate === `"${tag}"` || candidate === `"${tag}-gzip"` || candidate === `"${tag}-br"`) return true;
  }
  return false;
}

/** Sends a prepared body in the best coding the client accepts, or 304 when it has it already. */
export function sendPrepared(c: Context, body: PreparedBody, cacheControl: string): Response {
  const coding = negotiateCoding(c.req.header('accept-encoding'), body.br !== undefined, body.gzip !== undefined);
  const etag = coding === 'identity' ? `"${body.tag}"` : `"${body.tag}-${coding}"`;
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, body.tag)) {
    return c.body(null, 304, headers);
  }
  headers['Content-Type'] = body.contentType;
  const bytes = coding === 'br' ? body.br : coding === 'gzip' ? body.gzip : body.identity;
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  return c.body(bytes ?? body.identity, 200, headers);
}
