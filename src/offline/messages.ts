/** The names page and worker agree on. */

/** Background Sync tag registered when a submission waits; the worker delivers the outbox on it. */
export const OUTBOX_SYNC_TAG = 'sr-jobs-outbox';

/**
 * Page -> worker: "deliver the outbox now" (the online event, a backoff timer, page start). Its type
 * keeps the value older versions send and listen for ("flush" was the old word): after an update
 * a page and its worker may be of different versions, and a message either side ignores would
 * leave waiting items to the other triggers.
 */
export interface DeliverOutboxMessage {
  type: 'flush-outbox';
  ignoreBackoff: boolean;
}

export function isDeliverOutboxMessage(data: unknown): data is DeliverOutboxMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'flush-outbox';
}

/** Page -> waiting worker: take over now (what workbox-window's messageSkipWaiting sends). */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
