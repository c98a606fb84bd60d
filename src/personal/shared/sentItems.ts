import type { OutboxItem } from '../../outbox/item/outboxItem';
import { personalDb } from './personalDb';
import { publishPersonalEvent } from './personalEvents';
import type { SentItem } from './records';

const changed = () => publishPersonalEvent({ changed: 'sentItems' });

function jobIdOf(fields: Record<string, string>): number | null {
  const id = Number(fields.jobid);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The record of a submission the outbox now holds (or was about to hold). */
export function sentItemOf(item: OutboxItem): SentItem {
  const { fields } = item;
  const application = item.kind === 'application';
  return {
    idempotencyKey: item.idempotencyKey,
    kind: item.kind,
    title: (application ? fields.jobname : fields.jobTitle)?.trim() ?? '',
    company: (application ? fields.companyname : fields.companyName)?.trim() ?? '',
    jobId: application ? jobIdOf(fields) : null,
    sentAt: item.createdAt,
    state: item.status === 'refused' ? 'refused' : 'waiting',
    deliveredAt: null,
    reason: item.status === 'refused' ? item.lastError : null,
    resume: item.resume ? { name: item.resumeFileName ?? 'resume', size: item.resume.size } : null,
  };
}

/**
 * Never lets the record's storage break a submission or a delivery: the record is the user's
 * memo, the outbox is what must not fail (a device whose storage refuses writes still sends).
 */
async function quietly(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
    changed();
  } catch {
    // Nothing to do: the submission itself goes on.
  }
}

/** The user submitted it: recorded as waiting. */
export function recordSent(item: OutboxItem): Promise<void> {
  return quietly(async () => (await personalDb()).put('sentItems', sentItemOf(item)));
}

/** Moves a record on, in one transaction, only if it is there (the user may have removed it). */
function update(idempotencyKey: string, change: (item: SentItem) => SentItem): Promise<void> {
  return quietly(async () => {
    const tx = (await personalDb()).transaction('sentItems', 'readwrite');
    const current = await tx.store.get(idempotencyKey);
    if (current) await tx.store.put(change(current));
    await tx.done;
  });
}

/** The server accepted it. */
export function recordDelivered(idempotencyKey: string, now = Date.now()): Promise<void> {
  return update(idempotencyKey, (item) => ({ ...item, state: 'delivered', deliveredAt: now, reason: null }));
}

/** The server refused it, with its reason. */
export function recordRefused(idempotencyKey: string, reason: string): Promise<void> {
  return update(idempotencyKey, (item) => ({ ...item, state: 'refused', reason }));
}

/** It waits again (the user's "Send now" on a refused one). */
export function recordWaiting(idempotencyKey: string): Promise<void> {
  return update(idempotencyKey, (item) => ({ ...item, state: 'waiting', reason: null }));
}

/** Every record, newest sent first. */
export async function sentItems(): Promise<SentItem[]> {
  return (await (await personalDb()).getAllFromIndex('sentItems', 'bySentAt')).reverse();
}

/** "Remove from this device" of one record (the outbox item, if any, is the caller's). */
export async function removeSentItem(idempotencyKey: string): Promise<void> {
  await (await personalDb()).delete('sentItems', idempotencyKey);
  changed();
}

/** The user discarded a waiting submission: it was never sent, so it leaves the record too. */
export function forgetSent(idempotencyKey: string): Promise<void> {
  return quietly(async () => (await personalDb()).delete('sentItems', idempotencyKey));
}

export async function clearSentItems(): Promise<void> {
  await (await personalDb()).clear('sentItems');
  changed();
}
