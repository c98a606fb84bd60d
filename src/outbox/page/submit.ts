import type { ApplicationFields, Enquiry } from '../../domain/submissions';
import { deviceOffline } from '../../networkLab/simulation';
import { recordSent } from '../../personal/shared/sentItems';
import { newOutboxItem, type OutboxDraft, type OutboxItem } from '../item/outboxItem';
import { deliverOutbox } from '../shared/deliverOutbox';
import { attemptDelivery } from '../shared/deliveryAttempt';
import { addToOutbox, outboxItem, removeFromOutbox } from '../shared/outbox';
import { publishOutboxEvent } from '../shared/outboxEvents';
import { registerOutboxSync, requestPersistentStorage } from './deviceSupport';

/**
 * The seam between the forms and delivery. The forms call these two functions and show the
 * outcome, named for the state the submission is in (docs/OFFLINE.md, "The outbox's words"). Each
 * submission is written to the outbox (IndexedDB) BEFORE the first attempt, then this one item is
 * attempted at once; if that fails for a reason that may pass (offline, timeout, 408, 429, 5xx) it
 * waits in the outbox and is delivered later. Nothing is dropped.
 */
export type SubmitOutcome =
  | { kind: 'delivered' }
  /** The server refused it (4xx other than 408/429); `message` is the server's. */
  | { kind: 'refused'; message: string }
  /** Waiting on this device; it will be delivered automatically (when the connection returns, or later). */
  | ({ kind: 'waiting' } & WaitingWhy)
  /** Network or other failure, nothing stored (only when this device cannot store it). */
  | { kind: 'error'; message: string };

/**
 * Why the first attempt did not deliver it, so the form says what is true: offline (the browser,
 * or the network lab's simulation, says it is offline), unreachable (no answer came while online:
 * the connection was cut, the answer lost, a timeout), busy (the server asked to wait until `until`, ms since epoch:
 * Retry-After on a 429 or 503), or unavailable (the server answered 408, 5xx, or 429 without
 * saying how long to wait).
 */
export type WaitingWhy = { why: 'offline' } | { why: 'unreachable' } | { why: 'busy'; until: number } | { why: 'unavailable' };

function whyWaiting(item: OutboxItem, now: number, online: boolean): WaitingWhy {
  if (item.serverWaitUntil !== undefined && item.serverWaitUntil > now) return { why: 'busy', until: item.serverWaitUntil };
  if (item.lastStatus !== undefined) return { why: 'unavailable' };
  return online ? { why: 'unreachable' } : { why: 'offline' };
}

export interface ResumeUpload {
  blob: Blob;
  fileName: string;
}

/** The device cannot store it (storage blocked or full): one direct attempt, as a plain website would. */
async function sendWithoutOutbox(item: OutboxItem): Promise<SubmitOutcome> {
  const outcome = await attemptDelivery(item);
  if (outcome.kind === 'delivered') return { kind: 'delivered' };
  if (outcome.kind === 'refused') return { kind: 'refused', message: outcome.message };
  return { kind: 'error', message: outcome.reason };
}

async function submitThroughOutbox(draft: OutboxDraft, idempotencyKey: string): Promise<SubmitOutcome> {
  const item = newOutboxItem(draft, idempotencyKey, Date.now());
  try {
    await addToOutbox(item);
  } catch {
    return sendWithoutOutbox(item);
  }
  publishOutboxEvent({ type: 'changed' });
  await recordSent(item); // "My applications" (never fails the submit)

  // Attempt THIS item now. Another tab or the worker may get to it first; the Web Lock makes us wait
  // for them, and then the item's state says what happened.
  await deliverOutbox({ only: idempotencyKey }).catch(() => undefined);
  const after = await outboxItem(idempotencyKey).catch(() => item);
  if (!after) return { kind: 'delivered' };
  if (after.status === 'refused') {
    // The form shows the server's message and the user fixes and submits again: do not keep it.
    await removeFromOutbox(idempotencyKey).catch(() => undefined);
    publishOutboxEvent({ type: 'changed' });
    return { kind: 'refused', message: after.lastError ?? 'The server refused the submission.' };
  }
  void registerOutboxSync();
  void requestPersistentStorage();
  return { kind: 'waiting', ...whyWaiting(after, Date.now(), !deviceOffline()) };
}

export function submitEnquiry(enquiry: Enquiry, idempotencyKey: string): Promise<SubmitOutcome> {
  return submitThroughOutbox({ kind: 'enquiry', fields: { ...enquiry }, resume: null, resumeFileName: null }, idempotencyKey);
}

/** The application's fields as form values: numbers as text, missing ones left out. */
function formFields(fields: ApplicationFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') out[name] = String(value);
  }
  return out;
}

export function submitApplication(
  fields: ApplicationFields,
  resume: ResumeUpload,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  return submitThroughOutbox(
    { kind: 'application', fields: formFields(fields), resume: resume.blob, resumeFileName: resume.fileName },
    idempotencyKey,
  );
}
