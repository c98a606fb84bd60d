import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

import type { StoredOutboxItem } from './outboxItem';

/**
 * The one IndexedDB database shared by the page and the service worker (docs/OFFLINE.md):
 * `responses` holds the last good answer of each GET /api/* URL, `outbox` the submissions kept
 * until they are delivered. Both sides open it through this module, so the schema lives in one place.
 */
export const OFFLINE_DB_NAME = 'sr-jobs-offline';
const OFFLINE_DB_VERSION = 1;

export interface OfflineSchema extends DBSchema {
  responses: { key: string; value: SavedResponse; indexes: { bySavedAt: number } };
  outbox: { key: string; value: StoredOutboxItem; indexes: { byCreatedAt: number } };
}

/**
 * The last good (200) answer of one GET /api/* URL, kept so the app still shows it offline.
 * The body is kept as text: every API answer is JSON.
 */
export interface SavedResponse {
  /** The full request URL (origin, path and query): the store's key. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  /** When it was saved (ms since epoch). */
  savedAt: number;
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let connection: Promise<OfflineDb> | null = null;

export function offlineDb(): Promise<OfflineDb> {
  connection ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const responses = db.createObjectStore('responses', { keyPath: 'url' });
        responses.createIndex('bySavedAt', 'savedAt');
        const outbox = db.createObjectStore('outbox', { keyPath: 'idempotencyKey' });
        outbox.createIndex('byCreatedAt', 'createdAt');
      }
    },
    // A newer version (a freshly installed worker, another tab) wants to upgrade: step aside,
    // the next call reopens with whatever schema is current.
    blocking() {
      void closeOfflineDb();
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

/** Closes this context's connection (the next offlineDb() call opens a new one). */
export async function closeOfflineDb(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open.catch(() => null))?.close();
}
