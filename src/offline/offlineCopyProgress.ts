import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

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
let connection: Promise<IDBPDatabase<ProgressSchema>> | null = null;

function progressDb(): Promise<IDBPDatabase<ProgressSchema>> {
  connection ??= openDB<ProgressSchema>(OFFLINE_COPY_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('progress');
    },
    blocking() {
      void closeOfflineCopyDb();
    },
    terminated() {
      connection = null;
    },
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

export async function readOfflineCopyProgress(): Promise<OfflineCopyProgress> {
  return { ...NO_PROGRESS, ...((await (await progressDb()).get('progress', KEY)) ?? {}) };
}

export async function saveOfflineCopyProgress(progress: OfflineCopyProgress): Promise<void> {
  await (await progressDb()).put('progress', progress, KEY);
}

/** Closes this context's connection (the next call opens a new one). */
export async function closeOfflineCopyDb(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open.catch(() => null))?.close();
}
