import type { OutboxKind } from './outboxItem';

/**
 * One delivery attempt of one outbox item, as the network lab shows it: when, and what answer came
 * (a status, or why none came). Kept apart from the item, so it outlives the item's delivery.
 */
export interface DeliveryAttemptRecord {
  /** The store's own key (autoIncrement); absent until stored. */
  id?: number;
  idempotencyKey: string;
  /** What the submission's title is made of (describeSubmission), so it still reads once the item is gone. */
  kind: OutboxKind;
  fields: Record<string, string>;
  /** When the attempt ended (ms since epoch). */
  at: number;
  /** The server's status, absent when no answer came. */
  status?: number;
  /** What happened, in words ("The server answered 503.", "Network error: …", "Delivered (201)."). */
  answer: string;
}

/** What the log needs of an attempt's outcome (deliveryAttempt.ts's AttemptOutcome has this shape). */
export type LoggedOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'waiting'; reason: string; status?: number }
  | { kind: 'refused'; status: number; message: string };
