/**
 * "What this device keeps for its user changed": told to this context's listeners and, on a
 * BroadcastChannel, to every tab and the worker, so a Save tapped in one tab presses the same job's
 * toggle in another, and a delivery the worker makes moves "My applications" on from "waiting".
 */
export type PersonalStore = 'savedJobs' | 'sentItems';
export interface PersonalEvent {
  changed: PersonalStore;
}

const CHANNEL_NAME = 'sr-jobs-personal';

type Listener = (event: PersonalEvent) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', (message: MessageEvent<PersonalEvent>) => {
      for (const listener of listeners) listener(message.data);
    });
  }
  return channel;
}

export function publishPersonalEvent(event: PersonalEvent): void {
  for (const listener of listeners) listener(event);
  sharedChannel()?.postMessage(event);
}

export function subscribePersonalEvents(listener: Listener): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes the channel (tests). */
export function closePersonalEvents(): void {
  channel?.close();
  channel = undefined;
  listeners.clear();
}
