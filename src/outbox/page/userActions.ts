import { forgetSent, recordWaiting } from '../../personal/shared/sentItems';
import { deliverOutbox } from '../shared/deliverOutbox';
import { outboxItem, readyToSendNow, removeFromOutbox } from '../shared/outbox';
import { publishOutboxEvent } from '../shared/outboxEvents';

/** What the user can do with a kept submission (the panel's "Send now" and "Discard"). */

/** The item's state after "Send now"; when still waiting, until when the server asked to wait (Retry-After), if it did. */
export type SendNowResult = { state: 'delivered' | 'refused' } | { state: 'waiting'; serverWaitUntil?: number };

export async function sendNow(idempotencyKey: string): Promise<SendNowResult> {
  // Gone already: delivered meanwhile by another tab or the worker.
  if (!(await readyToSendNow(idempotencyKey))) return { state: 'delivered' };
  publishOutboxEvent({ type: 'changed' });
  await recordWaiting(idempotencyKey);
  await deliverOutbox({ only: idempotencyKey });
  const after = await outboxItem(idempotencyKey);
  if (!after) return { state: 'delivered' };
  return after.status === 'refused' ? { state: 'refused' } : { state: 'waiting', serverWaitUntil: after.serverWaitUntil };
}

/** Deletes it from this device, resume included. An attempt already under way may still deliver it. */
export async function discard(idempotencyKey: string): Promise<void> {
  await removeFromOutbox(idempotencyKey);
  await forgetSent(idempotencyKey); // never sent: not in "My applications" either
  publishOutboxEvent({ type: 'changed' });
}
