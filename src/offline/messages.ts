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

/** Page -> worker: the user asked to save every job, company and article although Save-Data is on. */
export interface SaveOfflineCopyMessage {
  type: 'save-offline-copy';
}

export function isSaveOfflineCopyMessage(data: unknown): data is SaveOfflineCopyMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'save-offline-copy';
}

/** Worker -> page: how the offline copy the user asked for ended. */
export interface OfflineCopyDoneMessage {
  type: 'offline-copy-done';
  complete: boolean;
}

export function isOfflineCopyDoneMessage(data: unknown): data is OfflineCopyDoneMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'offline-copy-done';
}

/** Page -> worker: the network lab's settings changed (they are in IndexedDB: src/offline/labStore.ts). */
export interface LabChangedMessage {
  type: 'network-lab-changed';
}

export function isLabChangedMessage(data: unknown): data is LabChangedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'network-lab-changed';
}
