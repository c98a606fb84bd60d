import '../http/context';

import type { Context } from 'hono';

import { ApiError, ClientAbortError } from '../http/errors';
import { bodyLimitOf, bodyTooLarge } from './bodyLimit';
import { BodySpool } from './bodySpool';

/** Without requestSettings (a bare test app) a body still may not stall for ever. */
const DEFAULT_BODY_IDLE_MS = 30_000;
export const BODY_STALLED_MESSAGE = 'The upload stopped making progress. Please check your connection and try again.';

const STALLED = Symbol('stalled');

/** The next chunk, or STALLED when none came within `ms`. */
async function nextChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms: number,
): Promise<ReadableStreamReadResult<Uint8Array> | typeof STALLED> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<typeof STALLED>((resolve) => (timer = setTimeout(resolve, ms, STALLED)));
  try {
    return await Promise.race([reader.read(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The whole body, read with the route's size limit (413), an idle timeout (408: a client that
 * sends part of a body and stops) and a client that leaves mid-way (ClientAbortError, logged as one
 * line). A large body collects in a temporary file while it arrives (bodySpool.ts says why).
 */
export async function readBody(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const limit = bodyLimitOf(c);
  const idleMs = c.get('bodyIdleMs') ?? DEFAULT_BODY_IDLE_MS;
  const reader = stream.getReader();
  const stop = () => reader.cancel().catch(() => undefined);
  const spool = new BodySpool();
  try {
    for (;;) {
      let result;
      try {
        result = await nextChunk(reader, idleMs);
      } catch {
        // The body stream of a Node request fails only when the connection went away mid-body.
        throw new ClientAbortError();
      }
      if (result === STALLED) {
        void stop();
        throw new ApiError(408, BODY_STALLED_MESSAGE, undefined, { Connection: 'close' });
      }
      if (result.done) return await spool.bytes();
      if (spool.size + result.value.byteLength > limit.maxBytes) {
        void stop();
        throw bodyTooLarge(limit.message);
      }
      await spool.add(result.value);
    }
  } finally {
    await spool.dispose();
  }
}

/** The JSON body; broken JSON is the client's mistake (400), not ours. */
export async function readJson(c: Context): Promise<unknown> {
  return parseJson(await readBody(c));
}

/** JSON from a body already read (readBody). */
export function parseJson(body: Uint8Array): unknown {
  const text = new TextDecoder().decode(body);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}

/** The multipart form; a malformed or cut-off body is a 400. */
export async function readForm(c: Context): Promise<FormData> {
  return parseForm(await readBody(c), c.req.header('content-type') ?? '');
}

/** The multipart form of a body already read (readBody), under the request's Content-Type. */
async function parseForm(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw new ApiError(400, FORM_UNREADABLE_MESSAGE);
  }
}

/** What a body that is not a readable multipart form is told (400). */
export const FORM_UNREADABLE_MESSAGE = 'The form data could not be read. Please try again.';
