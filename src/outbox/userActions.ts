import { flushOutbox } from '../offline/flush';
import { markForRetry, outboxItem, removeFromOutbox } from '../offline/outbox';
import { publishOutboxEvent } from '../offline/outboxEvents';

/** What the user can do with a waiting submission (the panel's "Send now" and "Discard"). */

/** How "Send now" ended; when kept, until when the server asked to wait (Retry-After), if it did. */
export type SendNowResult = { outcome: 'sent' | 'rejected' } | { outcome: 'kept'; serverWaitUntil?: number };

export async function sendNow(idempotencyKey: string): Promise<SendNowResult> {
  if (!(await markForRetry(idempotencyKey))) return { outcome: 'sent' };
  publishOutboxEvent({ type: 'changed' });
  await flushOutbox({ only: idempotencyKey });
  const after = await outboxItem(idempotencyKey);
  if (!after) return { outcome: 'sent' };
  return after.status === 'failed' ? { outcome: 'rejected' } : { outcome: 'kept', serverWaitUntil: after.serverWaitUntil };
}

/** Deletes it from this device, resume included. An attempt already under way may still arrive. */
export async function discard(idempotencyKey: string): Promise<void> {
  await removeFromOutbox(idempotencyKey);
  publishOutboxEvent({ type: 'changed' });
}
