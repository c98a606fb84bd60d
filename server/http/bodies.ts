import './context';

import type { Context, MiddlewareHandler } from 'hono';

import { BodySpool } from './bodySpool';
import { ApiError, ClientAbortError } from './errors';

/** Without requestSettings (a bare test app) a body still may not stall for ever. */
const DEFAULT_BODY_IDLE_MS = 30_000;
/** A route that reads a body without limitBody still reads no more than this. */
const DEFAULT_LIMIT = { maxBytes: 64 * 1024, message: 'The request body is too large.' };
export const BODY_STALLED_MESSAGE = 'The upload stopped making progress. Please check your connection and try again.';

function tooLarge(message: string): ApiError {
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
    if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge(message);
    c.set('bodyLimit', { maxBytes, message });
    await next();
  };
}

/** The media type of the request, lower case, without parameters ("" when absent). */
function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** Refuses (415) a request whose Content-Type is not `expected`. */
export function requireMediaType(expected: string, message: string): MiddlewareHandler {
  return async (c, next) => {
    if (mediaType(c) !== expected) throw new ApiError(415, message);
    await next();
  };
}

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
async function readBody(c: Context): Promise<Uint8Array<ArrayBuffer>> {
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const limit = c.get('bodyLimit') ?? DEFAULT_LIMIT;
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
        throw tooLarge(limit.message);
      }
      await spool.add(result.value);
    }
  } finally {
    await spool.dispose();
  }
}

/** The JSON body; broken JSON is the client's mistake (400), not ours. */
export async function readJson(c: Context): Promise<unknown> {
  const text = new TextDecoder().decode(await readBody(c));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}

/** The multipart form; a malformed or cut-off body is a 400. */
export async function readForm(c: Context): Promise<FormData> {
  const body = await readBody(c);
  try {
    return await new Response(body, { headers: { 'Content-Type': c.req.header('content-type') ?? '' } }).formData();
  } catch {
    throw new ApiError(400, 'The form data could not be read. Please try again.');
  }
}

/** The first text value of each field (files left out), ready for a zod schema. */
export function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string' && !(name in out)) out[name] = value;
  });
  return out;
}

/** 400 with each invalid field's first message, e.g. `{ fullname: "Full Name is required" }`. */
export function invalidFields(errors: Record<string, string>): ApiError {
  return new ApiError(400, `Please check the form: ${Object.values(errors).join('; ')}.`, errors);
}
