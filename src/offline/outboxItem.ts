/**
 * A submission waiting on this device to be delivered (docs/OFFLINE.md). It is written BEFORE the
 * first network attempt and deleted, resume included, as soon as the server accepts it.
 */
export type OutboxKind = 'enquiry' | 'application';

/** pending: will be retried automatically; failed: the server refused it (4xx), waits for the user. */
export type OutboxStatus = 'pending' | 'failed';

export interface OutboxItem {
  /** Made when the user pressed Submit; sent as the Idempotency-Key header; the store's key. */
  idempotencyKey: string;
  kind: OutboxKind;
  /** The form's fields as they go on the wire (strings; empty ones are left out when sent). */
  fields: Record<string, string>;
  /** The resume of an application. Kept as a Blob: a stored File loses its name in some browsers. */
  resume: Blob | null;
  /** The resume's file name, stored beside it for the same reason. */
  resumeFileName: string | null;
  /** When it was queued (ms since epoch): the delivery order. */
  createdAt: number;
  attempts: number;
  lastError: string | null;
  /**
   * The server's status on the last failed attempt (408, 429, 5xx); absent when no answer came
   * (offline, network error, timeout). It tells "the server could not take it" from "offline".
   */
  lastStatus?: number;
  status: OutboxStatus;
  /** Not retried automatically before this time (ms since epoch): the backoff. */
  nextAttemptAt: number;
  /**
   * The server asked (Retry-After on a 429 or 503) not to be tried before this time (ms since epoch).
   * Unlike the backoff, the triggers that skip the backoff (online event, Background Sync, worker
   * start) respect it too; only the user's "Send now" does not. Absent in items stored before it existed.
   */
  serverWaitUntil?: number;
}

export interface OutboxDraft {
  kind: OutboxKind;
  fields: Record<string, string>;
  resume: Blob | null;
  resumeFileName: string | null;
}

export function newOutboxItem(draft: OutboxDraft, idempotencyKey: string, now: number): OutboxItem {
  return {
    ...draft,
    idempotencyKey,
    createdAt: now,
    attempts: 0,
    lastError: null,
    status: 'pending',
    nextAttemptAt: now,
  };
}

/** A short human title of a submission, for the waiting list and the "sent" notice. */
export function describeSubmission(item: Pick<OutboxItem, 'kind' | 'fields'>): string {
  if (item.kind === 'application') {
    const job = item.fields.jobname?.trim();
    return job ? `Application for ${job}` : 'Job application';
  }
  const from = item.fields.companyName?.trim();
  return from ? `Recruiting enquiry from ${from}` : 'Recruiting enquiry';
}
