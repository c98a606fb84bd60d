import type { OutboxKind } from './outboxItem';

/**
 * What happened to the outbox, told to every page and the worker of this origin, so each tab's
 * badge stays right and the user hears when a kept submission was delivered, whoever sent it
 * (the worker's sync, another tab, this page).
 */
export type OutboxEvent =
  /** The outbox changed (added, attempted, discarded): re-read it. */
  | { type: 'changed' }
  /** Delivered. `waited` is true when it had been kept (an earlier attempt failed). */
  | { type: 'delivered'; idempotencyKey: string; kind: OutboxKind; title: string; waited: boolean }
  /**
   * Not delivered, and the server asked to wait (Retry-After) until `until` (ms since epoch); it will
   * be retried then. `waited` as above: false on the first attempt, whose form tells the user itself.
   */
  | { type: 'deferred'; idempotencyKey: string; kind: OutboxKind; title: string; until: number; waited: boolean }
  /** Refused by the server (4xx); kept as failed for the user. `waited` as above. */
  | { type: 'rejected'; idempotencyKey: string; kind: OutboxKind; title: string; message: string; waited: boolean };

const CHANNEL_NAME = 'sr-jobs-outbox';

type Listener = (event: OutboxEvent) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', (message: MessageEvent<OutboxEvent>) => {
      for (const listener of listeners) listener(message.data);
    });
  }
  return channel;
}

/** Tells this context's listeners directly and every other context through a BroadcastChannel. */
export function publishOutboxEvent(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
  sharedChannel()?.postMessage(event);
}

export function subscribeOutboxEvents(listener: Listener): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the channel (tests; a context that goes away closes it anyway). */
export function closeOutboxEvents(): void {
  channel?.close();
  channel = undefined;
  listeners.clear();
}
