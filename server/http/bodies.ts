import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/**
 * Refuses a body larger than `maxBytes` with a 413 before reading it when Content-Length says
 * so, or as soon as the count passes the limit while streaming. The connection is closed after
 * the answer, so the server stops reading the rest of a huge upload.
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, message, undefined, { Connection: 'close' });
    },
  });
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

/** The JSON body; broken JSON is the client's mistake (400), not ours. */
export async function readJson(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError(400, 'The request body could not be read. Please try again.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
}

/** The multipart form; a malformed or cut-off body is a 400. */
export async function readForm(c: Context): Promise<FormData> {
  try {
    return await c.req.raw.formData();
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
