import type { JobSummary } from '../../domain/entities';
import type { OutboxKind } from '../../outbox/item/outboxItem';

// The records the personal database keeps (personalDb.ts), apart from the code that reads and
// writes them (savedJobs.ts, sentItems.ts), so the database's schema and that code each import
// them and neither imports the other back.

/**
 * The saved jobs (docs/PRODUCT.md, "Kept on this device"): the job seeker's shortlist, kept in
 * IndexedDB with no account. Each keeps the job's summary as it was when last seen, so the list
 * still names a job the agency has since removed, and says so, instead of dropping it.
 */
export interface SavedJob {
  /** The job's id: the store's key. */
  id: number;
  /** The job as last seen (title, company, location, ...). */
  job: JobSummary;
  /** When it was saved (ms since epoch): the list shows the newest first. */
  savedAt: number;
  /** When the server was found not to have it any more (404 or 410 for its detail); null while it does. */
  removedAt: number | null;
}

/**
 * "My applications": what was sent from this device, applications and enquiries, with the state it
 * reached (docs/PRODUCT.md, "Kept on this device"). A record is written when the user submits and
 * moved on when the outbox delivers it or the server refuses it. It never holds the resume itself,
 * only its name and size: the file lives in the outbox while the submission waits, and nowhere
 * after it is delivered.
 */
export type SentState = 'waiting' | 'delivered' | 'refused';

export interface SentItem {
  /** The submission's Idempotency-Key, as in the outbox: the store's key. */
  idempotencyKey: string;
  kind: OutboxKind;
  /** An application: the job's title; an enquiry: its subject (the job title the company recruits for). */
  title: string;
  /** An application: the job's company; an enquiry: who sent it (person or company). Empty when not given. */
  company: string;
  /** The job's id, to link back to it; null for an enquiry or a job without one. */
  jobId: number | null;
  /** When the user submitted it (ms since epoch): the list shows the newest first. */
  sentAt: number;
  state: SentState;
  /** When the server accepted it (ms since epoch); null until then. */
  deliveredAt: number | null;
  /** The server's reason, when it refused it. */
  reason: string | null;
  /** The resume's file name and size in bytes, never the file. */
  resume: { name: string; size: number } | null;
}
