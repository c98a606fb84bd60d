import { offlineDb } from './db';
import type { OutboxItem } from './outboxItem';

/** The outbox store: plain reads and writes, oldest first. Delivery lives in flush.ts. */

export async function addToOutbox(item: OutboxItem): Promise<void> {
  await (await offlineDb()).put('outbox', item);
}

/** Every waiting submission, oldest first. */
export async function outboxItems(): Promise<OutboxItem[]> {
  return (await offlineDb()).getAllFromIndex('outbox', 'byCreatedAt');
}

export async function outboxItem(idempotencyKey: string): Promise<OutboxItem | undefined> {
  return (await offlineDb()).get('outbox', idempotencyKey);
}

export async function removeFromOutbox(idempotencyKey: string): Promise<void> {
  await (await offlineDb()).delete('outbox', idempotencyKey);
}

/**
 * Changes an item in one transaction, only if it is still there: a submission the user discarded
 * while it was being sent must not come back when the attempt's outcome is written.
 */
export async function updateOutboxItem(
  idempotencyKey: string,
  change: (item: OutboxItem) => OutboxItem,
): Promise<OutboxItem | undefined> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  const current = await tx.store.get(idempotencyKey);
  const next = current ? change(current) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  return next;
}

/**
 * The server asked this device to wait (429 with Retry-After: it limits the client, not one item):
 * no pending item is tried automatically before `until`. One transaction, so an item added or
 * discarded meanwhile is neither lost nor brought back.
 */
export async function holdPendingItems(until: number): Promise<void> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  for (const item of await tx.store.getAll()) {
    if (item.status !== 'pending' || (item.serverWaitUntil ?? 0) >= until) continue;
    await tx.store.put({ ...item, serverWaitUntil: until, nextAttemptAt: Math.max(item.nextAttemptAt, until) });
  }
  await tx.done;
}

/**
 * "Send now" on one item: a failed one goes back to pending (the user wants another try), then
 * this item alone is attempted at once, whatever its backoff.
 */
export async function markForRetry(idempotencyKey: string): Promise<OutboxItem | undefined> {
  return updateOutboxItem(idempotencyKey, (item) => ({ ...item, status: 'pending', nextAttemptAt: Date.now() }));
}
