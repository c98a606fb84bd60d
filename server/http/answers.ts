import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { Answer, IdempotentOutcome } from './idempotency';

/** Says an answer is the stored first answer to the same Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** The 201 answer of a POST that stored a record. */
export function createdAnswer(id: number, message: string): Answer {
  return { status: 201, body: JSON.stringify({ id, message }) };
}

/** Sends a POST's outcome; a replay says so in a header (the body is the first answer, byte for byte). */
export function sendOutcome(c: Context, outcome: IdempotentOutcome): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
  if (outcome.replayed) headers[IDEMPOTENT_REPLAY_HEADER] = 'true';
  return c.body(outcome.body, outcome.status as ContentfulStatusCode, headers);
}
