import { offlineDb } from '../../offline/db';
import { type OutboxItem, upgradeStoredItem } from '../item/outboxItem';

/**
 * The outbox store: plain reads and writes, oldest first. Delivery lives in deliverOutbox.ts. Every
 * read goes through upgradeStoredItem, so an item an older version stored reads like a new one.
 */

export async function addToOutbox(item: OutboxItem): Promise<void> {
  await (await offlineDb()).put('outbox', item);
}

/** Every kept submission (waiting or refused), oldest first. */
export async function outboxItems(): Promise<OutboxItem[]> {
  return (await (await offlineDb()).getAllFromIndex('outbox', 'byCreatedAt')).map(upgradeStoredItem);
}

export async function outboxItem(idempotencyKey: string): Promise<OutboxItem | undefined> {
  const stored = await (await offlineDb()).get('outbox', idempotencyKey);
  return stored && upgradeStoredItem(stored);
}

export async function removeFromOutbox(idempotencyKey: string): Promise<void> {
  await (await offlineDb()).delete('outbox', idempotencyKey);
}

/**
 * Changes an item in one transaction, only if it is still there: a submission the user discarded
 * while it was being delivered must not come back when the attempt's outcome is written.
 */
export async function updateOutboxItem(
  idempotencyKey: string,
  change: (item: OutboxItem) => OutboxItem,
): Promise<OutboxItem | undefined> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  const current = await tx.store.get(idempotencyKey);
  const next = current ? change(upgradeStoredItem(current)) : undefined;
  if (next) await tx.store.put(next);
  await tx.done;
  return next;
}

/**
 * The server asked this device to wait (429 with Retry-After: it limits the client, not one item):
 * no waiting item is attempted automatically before `until`. One transaction, so an item added or
 * discarded meanwhile is neither lost nor brought back.
 */
export async function holdWaitingItems(until: number): Promise<void> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  for (const item of (await tx.store.getAll()).map(upgradeStoredItem)) {
    if (item.status !== 'waiting' || (item.serverWaitUntil ?? 0) >= until) continue;
    await tx.store.put({ ...item, serverWaitUntil: until, nextAttemptAt: Math.max(item.nextAttemptAt, until) });
  }
  await tx.done;
}

/**
 * An automatic delivery pass failed: the server is taken as failing for every item, so no waiting
 * item is attempted automatically before `until` (the failed item's next attempt). Without this,
 * each of N waiting items would keep its own backoff and a failing server would get N attempts per
 * backoff step. One transaction, as above.
 */
export async function deferWaitingItems(until: number): Promise<void> {
  const tx = (await offlineDb()).transaction('outbox', 'readwrite');
  for (const item of (await tx.store.getAll()).map(upgradeStoredItem)) {
    if (item.status !== 'waiting' || item.nextAttemptAt >= until) continue;
    await tx.store.put({ ...item, nextAttemptAt: until });
  }
  await tx.done;
}

/**
 * "Send now" on one item: a refused one waits again (the user wants another attempt), due at once;
 * the caller then attempts this item alone, whatever its backoff.
 */
export async function readyToSendNow(idempotencyKey: string): Promise<OutboxItem | undefined> {
  return updateOutboxItem(idempotencyKey, (item) => ({ ...item, status: 'waiting', nextAttemptAt: Date.now() }));
}
