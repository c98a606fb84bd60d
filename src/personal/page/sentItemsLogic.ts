import type { OutboxItem } from '../../outbox/item/outboxItem';
import { outboxItems, removeFromOutbox } from '../../outbox/shared/outbox';
import { publishOutboxEvent, subscribeOutboxEvents } from '../../outbox/shared/outboxEvents';
import { subscribePersonalEvents } from '../shared/personalEvents';
import type { SentItem } from '../shared/records';
import { removeSentItem, sentItems } from '../shared/sentItems';
import { removeAllDeviceData } from './deviceData';
import { sentRecords } from './sentRecords';

/**
 * "My applications" as the page shows it: the record of what was sent from this device, each in
 * the state the outbox holds it in right now when it is still there (waiting, or refused after
 * the user's "Send now"), else the state recorded when it left the outbox.
 */
export function withOutboxState(records: readonly SentItem[], kept: readonly OutboxItem[]): SentItem[] {
  const byKey = new Map(kept.map((item) => [item.idempotencyKey, item]));
  return records.map((record) => {
    const item = byKey.get(record.idempotencyKey);
    if (!item) return record;
    return item.status === 'refused'
      ? { ...record, state: 'refused', reason: item.lastError ?? record.reason }
      : { ...record, state: 'waiting', reason: null };
  });
}

async function reread(): Promise<void> {
  const [records, kept] = await Promise.all([
    sentItems().catch(() => [] as SentItem[]),
    outboxItems().catch(() => [] as OutboxItem[]),
  ]);
  sentRecords.set(withOutboxState(records, kept));
}

let started: Promise<void> | null = null;

/** Reads the device once, then again whenever the record or the outbox changes (in any tab or the worker). */
export function startSentItems(): Promise<void> {
  started ??= (async () => {
    subscribePersonalEvents((event) => {
      if (event.changed === 'sentItems') void reread();
    });
    subscribeOutboxEvents((event) => {
      if (event.type === 'changed') void reread();
    });
    await reread();
  })();
  return started;
}

/** "Remove from this device": the record, and the submission itself if it still waits (it is then not sent). */
export async function removeFromDevice(idempotencyKey: string): Promise<void> {
  await removeFromOutbox(idempotencyKey);
  publishOutboxEvent({ type: 'changed' });
  await removeSentItem(idempotencyKey);
}

/** "Remove all my data from this device" (docs/PRODUCT.md, "Kept on this device"). */
export async function removeAllMyData(): Promise<void> {
  await removeAllDeviceData();
}
