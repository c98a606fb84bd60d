import type { SentItem } from '../shared/records';

/**
 * The application for a job that this device remembers making (docs/PRODUCT.md, "Applying twice"):
 * the newest one that was delivered or still waits to be sent. A refused one does not count: the
 * agency never received it, so "You applied on" would not be true, and the waiting panel already
 * asks the user to correct it. Records come newest first (sentItems()), in the outbox's current state
 * (withOutboxState).
 */
export function earlierApplication(records: readonly SentItem[], jobId: number): SentItem | null {
  return records.find((record) => record.kind === 'application' && record.jobId === jobId && record.state !== 'refused') ?? null;
}
