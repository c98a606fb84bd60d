import { flushOutbox } from '../offline/flush';
import { markForRetry, outboxItem, removeFromOutbox } from '../offline/outbox';
import { publishOutboxEvent } from '../offline/outboxEvents';

/** What the user can do with a waiting submission (the panel's "Send now" and "Discard"). */

export type SendNowResult = 'sent' | 'rejected' | 'kept';

export async function sendNow(idempotencyKey: string): Promise<SendNowResult> {
  if (!(await markForRetry(idempotencyKey))) return 'sent';
  publishOutboxEvent({ type: 'changed' });
  await flushOutbox({ only: idempotencyKey });
  const after = await outboxItem(idempotencyKey);
  if (!after) return 'sent';
  return after.status === 'failed' ? 'rejected' : 'kept';
}

/** Deletes it from this device, resume included. An attempt already under way may still arrive. */
export async function discard(idempotencyKey: string): Promise<void> {
  await removeFromOutbox(idempotencyKey);
  publishOutboxEvent({ type: 'changed' });
}
