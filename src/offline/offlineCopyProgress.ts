import type { DBSchema } from 'idb';

import { sharedConnection } from './sharedConnection';

/**
 * How far this device's offline copy has come (offlineCopy.ts), in an IndexedDB database of its
 * own (`sr-jobs-offline-copy`): a new store in `sr-jobs-offline` would need a version change, which
 * locks an older tab or worker out of that database (docs/OFFLINE.md).
 */
export const OFFLINE_COPY_DB_NAME = 'sr-jobs-offline-copy';

export interface OfflineCopyProgress {
  /** The content version the saved details are complete up to; null until a first run completes. */
  version: number | null;
  /** The run under way: the `since` it asks with and the cursor of its next chunk. */
  run: { since: number | null; next: string } | null;
  /** The user asked for the copy although the browser says Save-Data: later runs go ahead too. */
  allowOnSaveData: boolean;
  /** When a run last completed (ms since epoch), null if never. */
  completedAt: number | null;
}

export const NO_PROGRESS: OfflineCopyProgress = { version: null, run: null, allowOnSaveData: false, completedAt: null };

interface ProgressSchema extends DBSchema {
  progress: { key: string; value: OfflineCopyProgress };
}

const KEY = 'details';
const connection = sharedConnection<ProgressSchema>(OFFLINE_COPY_DB_NAME, 1, (db) => {
  db.createObjectStore('progress');
});
const progressDb = connection.open;

export async function readOfflineCopyProgress(): Promise<OfflineCopyProgress> {
  return { ...NO_PROGRESS, ...((await (await progressDb()).get('progress', KEY)) ?? {}) };
}

export async function saveOfflineCopyProgress(progress: OfflineCopyProgress): Promise<void> {
  await (await progressDb()).put('progress', progress, KEY);
}

/** Closes this context's connection (the next call opens a new one). */
export function closeOfflineCopyDb(): Promise<void> {
  return connection.close();
}
