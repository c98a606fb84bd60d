import type { OutboxKind } from '../item/outboxItem';

/**
 * What happened to the outbox, told to every page and the worker of this origin, so each tab's
 * badge stays right and the user hears when a waiting submission was delivered, whoever delivered
 * it (the worker's sync, another tab, this page).
 */
/**
 * Who or what a submission event is about: `subject` (submissionSubject), which the page words in its
 * language; `title` is the English title, for the tabs of an older version, which show it as it is.
 * An older version's event has no `subject`: its `title` is shown then.
 */
interface SubmissionNamed {
  idempotencyKey: string;
  kind: OutboxKind;
  title: string;
  subject?: string | null;
  waited: boolean;
}

export type OutboxEvent =
  /** The outbox changed (added, attempted, discarded): re-read it. */
  | { type: 'changed' }
  /** Delivered. `waited` is true when it had been waiting (an earlier attempt did not deliver it). */
  | ({ type: 'delivered' } & SubmissionNamed)
  /**
   * Still waiting, and the server is busy: it asked to wait (Retry-After) until `until` (ms since
   * epoch), the next attempt's earliest time. `waited` as above: false on the first attempt, whose form tells the user itself.
   */
  | ({ type: 'busy'; until: number } & SubmissionNamed)
  /** Refused by the server (4xx); kept for the user to send again or discard. `waited` as above. */
  | ({ type: 'refused'; message: string } & SubmissionNamed);

const CHANNEL_NAME = 'sr-jobs-outbox';

/**
 * On the channel, events keep the type names older versions use ("rejected", "deferred"): after an
 * update, tabs of the old version and the new worker (or the reverse) share the channel, and each
 * must understand the other's notices. Translated here, at the channel, and nowhere else.
 */
type RefusedEvent = Extract<OutboxEvent, { type: 'refused' }>;
type BusyEvent = Extract<OutboxEvent, { type: 'busy' }>;
type ChannelEvent =
  | Exclude<OutboxEvent, RefusedEvent | BusyEvent>
  | (Omit<RefusedEvent, 'type'> & { type: 'rejected' })
  | (Omit<BusyEvent, 'type'> & { type: 'deferred' });

function toChannel(event: OutboxEvent): ChannelEvent {
  if (event.type === 'refused') return { ...event, type: 'rejected' };
  if (event.type === 'busy') return { ...event, type: 'deferred' };
  return event;
}

function fromChannel(event: ChannelEvent): OutboxEvent {
  if (event.type === 'rejected') return { ...event, type: 'refused' };
  if (event.type === 'deferred') return { ...event, type: 'busy' };
  return event;
}

type Listener = (event: OutboxEvent) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', (message: MessageEvent<ChannelEvent>) => {
      const event = fromChannel(message.data);
      for (const listener of listeners) listener(event);
    });
  }
  return channel;
}

/** Tells this context's listeners directly and every other context through a BroadcastChannel. */
export function publishOutboxEvent(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
  sharedChannel()?.postMessage(toChannel(event));
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
