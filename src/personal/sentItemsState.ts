import { externalStore } from '../components/externalStore';
import { loadOnce } from '../components/loadOnce';
import type { SentItem } from '../offline/sentItems';
import { earlierApplication } from './earlierApplication';

/**
 * What /my-applications draws from: the record of what was sent, newest first; null until read
 * (the server's HTML and the hydrating render show "Loading..."). The logic that reads and changes
 * it (IndexedDB, the outbox) is a chunk of its own, sentItemsLogic.ts, fetched once the page has
 * hydrated, so the page's first JavaScript carries no storage code.
 */
export const sentRecords = externalStore<readonly SentItem[] | null>(null);

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
