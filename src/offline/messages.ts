/** The names page and worker agree on. */

/** Background Sync tag registered when a submission is kept; the worker flushes on it. */
export const OUTBOX_SYNC_TAG = 'sr-jobs-outbox';

/** Page -> worker: "flush the outbox now" (the online event, a backoff timer, page start). */
export interface FlushOutboxMessage {
  type: 'flush-outbox';
  ignoreBackoff: boolean;
}

export function isFlushOutboxMessage(data: unknown): data is FlushOutboxMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'flush-outbox';
}

/** Page -> waiting worker: take over now (what workbox-window's messageSkipWaiting sends). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
