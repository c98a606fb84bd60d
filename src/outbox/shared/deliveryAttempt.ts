import { API_BASE_URL } from '../../config/apiBase';
import type { OutboxItem } from '../item/outboxItem';
import { logAttempt } from './attemptLog';
import { deliveryRequest } from './deliveryRequest';
import { honoursRetryAfter, retryAfterMs } from './retryAfter';

/** How long one delivery attempt may take before it counts as a timeout (a resume upload on 3G). */
export const ATTEMPT_TIMEOUT_MS = 60_000;

/**
 * The outcome of one attempt, named for the state it leaves the item in (docs/OFFLINE.md):
 * - delivered: 2xx;
 * - waiting: network error, timeout, 408, 429 or 5xx; `connection` is true when the connection itself
 *   failed (network error, timeout, 429), so the rest of the outbox would fail too; `status` is the
 *   server's answer, absent when none came (network error, timeout); `waitMs` is how long the server
 *   asked to wait (Retry-After on a 429 or 503), if it said;
 * - refused: any other status; `message` is the server's.
 */
export type AttemptOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'waiting'; reason: string; connection: boolean; status?: number; waitMs?: number }
  | { kind: 'refused'; status: number; message: string };

export type AttemptKind = AttemptOutcome['kind'];

export function classifyStatus(status: number): AttemptKind {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'waiting';
  return 'refused';
}

async function serverMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message.trim() !== ''
    ? body.message
    : `The server refused it (status ${response.status}).`;
}

export interface AttemptOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
}

/** One attempt to deliver one item, recorded in the attempt log (the network lab shows it). Never throws. */
export async function attemptDelivery(item: OutboxItem, options: AttemptOptions = {}): Promise<AttemptOutcome> {
  return logAttempt(item, await attemptOnce(item, options));
}

async function attemptOnce(item: OutboxItem, options: AttemptOptions): Promise<AttemptOutcome> {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // A fresh Request each attempt: a failed fetch consumes the body of the one it was given.
    const response = await send(await deliveryRequest(item, options.baseUrl ?? API_BASE_URL, controller.signal));
    const kind = classifyStatus(response.status);
    if (kind === 'delivered') {
      await response.body?.cancel().catch(() => undefined);
      return { kind, status: response.status };
    }
    if (kind === 'refused') return { kind, status: response.status, message: await serverMessage(response) };
    await response.body?.cancel().catch(() => undefined);
    const outcome: AttemptOutcome = {
      kind,
      reason: `The server answered ${response.status}.`,
      connection: response.status === 429,
      status: response.status,
    };
    const waitMs = honoursRetryAfter(response.status)
      ? retryAfterMs(response.headers.get('Retry-After'), (options.now ?? Date.now)())
      : null;
    return waitMs === null ? outcome : { ...outcome, waitMs };
  } catch (error) {
    const reason = timedOut
      ? `No answer within ${Math.round(timeoutMs / 1000)} s.`
      : `Network error: ${error instanceof Error ? error.message : String(error)}`;
    return { kind: 'waiting', reason, connection: true };
  } finally {
    clearTimeout(timer);
  }
}
