/**
 * A submission kept on this device until it is delivered (docs/OFFLINE.md, "The outbox's words").
 * It is written BEFORE the first attempt and deleted, resume included, once it is delivered (2xx).
 */
export type OutboxKind = 'enquiry' | 'application';

/**
 * waiting: will be attempted again automatically; refused: the server said no (a 4xx other than
 * 408/429), kept for the user to send again or discard. Delivered items are not stored: they are deleted.
 */
export type OutboxStatus = 'waiting' | 'refused';

/**
 * The status words older versions of the app stored (before the outbox had one word per state).
 * Their items stay on users' devices until delivered, so every read upgrades them (outbox.ts).
 */
const OLDER_STATUS_WORDS = { pending: 'waiting', failed: 'refused' } as const satisfies Record<string, OutboxStatus>;
type OlderStatusWord = keyof typeof OLDER_STATUS_WORDS;

/** An item as IndexedDB may hold it: written by this version, or by an older one. */
export type StoredOutboxItem = Omit<OutboxItem, 'status'> & { status: OutboxStatus | OlderStatusWord };

/** An item read from IndexedDB, with today's status word. */
export function upgradeStoredItem(stored: StoredOutboxItem): OutboxItem {
  const { status } = stored;
  return { ...stored, status: status === 'pending' || status === 'failed' ? OLDER_STATUS_WORDS[status] : status };
}

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
  /** When it was submitted (ms since epoch): the delivery order. */
  createdAt: number;
  attempts: number;
  lastError: string | null;
  /**
   * The server's status on the last attempt that left it waiting (408, 429, 5xx); absent when no answer came
   * (offline, network error, timeout). It tells "the server could not take it" from "offline".
   */
  lastStatus?: number;
  status: OutboxStatus;
  /** Not attempted automatically before this time (ms since epoch): the backoff. */
  nextAttemptAt: number;
  /**
   * The server asked (Retry-After on a 429 or 503) not to be tried before this time (ms since epoch).
   * Unlike the backoff, the triggers that skip the backoff (online event, Background Sync, worker
   * start) respect it too; only the user's "Send now" does not. Absent in items stored before it existed.
   */
  serverWaitUntil?: number;
  /**
   * When the current streak of failed attempts began (ms since epoch), counted only while the browser
   * was online: the backoff is short while failures are fresh and grows with a long outage (backoff.ts).
   * Absent before the first failure, after a failure while offline, and in items older versions stored.
   */
  failingSince?: number;
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
    status: 'waiting',
    nextAttemptAt: now,
  };
}

/**
 * What names a submission to its sender: the job applied for, or who sent the enquiry (null when the
 * form had none). The page words the title around it in its language (src/outbox/page/submissionTitle.ts).
 */
export function submissionSubject(item: Pick<OutboxItem, 'kind' | 'fields'>): string | null {
  const name = item.kind === 'application' ? item.fields.jobname : item.fields.companyName;
  return name?.trim() || null;
}

/**
 * The English title of a submission, which the outbox events also carry for the tabs of an older
 * version (they show `title` as it is; this version words `subject` in the page's language).
 */
export function describeSubmission(item: Pick<OutboxItem, 'kind' | 'fields'>): string {
  const subject = submissionSubject(item);
  if (item.kind === 'application') return subject ? `Application for ${subject}` : 'Job application';
  return subject ? `Recruiting enquiry from ${subject}` : 'Recruiting enquiry';
}
