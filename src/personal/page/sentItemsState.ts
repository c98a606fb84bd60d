import { loadOnce } from '../../browser/loadOnce';
import type { SentItem } from '../shared/records';
import { earlierApplication } from './earlierApplication';
import { sentRecords } from './sentRecords';

const logic = loadOnce(() => import('./sentItemsLogic'));

/** Reads the device, and again whenever the record or the outbox changes. */
export async function startSentItems(): Promise<void> {
  await (await logic.load()).startSentItems();
}

/** "Remove from this device" of one item. */
export async function removeFromDevice(idempotencyKey: string): Promise<void> {
  await (await logic.load()).removeFromDevice(idempotencyKey);
}

/**
 * The application to this job the device remembers (earlierApplication.ts), or null. Read from the
 * record once it has been read, kept current by its events after that.
 */
export async function applicationBefore(jobId: number): Promise<SentItem | null> {
  await startSentItems();
  const records = sentRecords.get();
  return records && earlierApplication(records, jobId);
}
