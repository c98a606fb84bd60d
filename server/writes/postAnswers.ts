import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { Answer, IdempotentOutcome } from './idempotentWrites';

/** Says an answer is the stored first answer to the same Idempotency-Key (the header's name is the API's). */
export const STORED_ANSWER_HEADER = 'Idempotent-Replayed';

/** The 201 answer of a POST that stored a record. */
export function createdAnswer(id: number, message: string): Answer {
  return { status: 201, body: JSON.stringify({ id, message }) };
}

/**
 * Sends a POST's outcome; a stored answer says so in a header (the body is the first answer, byte
 * for byte). `extraHeaders`: Connection: close for an answer sent before its body was read.
 */
export function sendOutcome(c: Context, outcome: IdempotentOutcome, extraHeaders: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8', ...extraHeaders };
  if (outcome.fromStore) headers[STORED_ANSWER_HEADER] = 'true';
  return c.body(outcome.body, outcome.status as ContentfulStatusCode, headers);
}
