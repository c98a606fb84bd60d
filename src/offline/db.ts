import type { DBSchema, IDBPDatabase } from 'idb';

import type { LabSettings } from '../domain/networkLab';
import type { DeliveryAttemptRecord } from '../outbox/item/attemptRecord';
import type { StoredOutboxItem } from '../outbox/item/outboxItem';
import { sharedConnection } from './sharedConnection';

/**
 * The one IndexedDB database shared by the page and the service worker (docs/OFFLINE.md):
 * `responses` holds the last good answer of each GET /api/* URL, `outbox` the submissions kept
 * until they are delivered, `attempts` each delivery attempt (the network lab shows them), `lab` the
 * network lab's settings (at most one record, key LAB_SETTINGS_KEY). Both sides open it through this module, so the schema lives in one place.
 */
export const OFFLINE_DB_NAME = 'sr-jobs-offline';
// 2: the attempts and lab stores (the network lab).
const OFFLINE_DB_VERSION = 2;
export const LAB_SETTINGS_KEY = 'settings';

export interface OfflineSchema extends DBSchema {
  responses: { key: string; value: SavedResponse; indexes: { bySavedAt: number } };
  outbox: { key: string; value: StoredOutboxItem; indexes: { byCreatedAt: number } };
  attempts: { key: number; value: DeliveryAttemptRecord; indexes: { byKey: string; byAt: number } };
  lab: { key: string; value: LabSettings };
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

const connection = sharedConnection<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, (db, oldVersion) => {
  if (oldVersion < 1) {
    const responses = db.createObjectStore('responses', { keyPath: 'url' });
    responses.createIndex('bySavedAt', 'savedAt');
    const outbox = db.createObjectStore('outbox', { keyPath: 'idempotencyKey' });
    outbox.createIndex('byCreatedAt', 'createdAt');
  }
  if (oldVersion < 2) {
    const attempts = db.createObjectStore('attempts', { keyPath: 'id', autoIncrement: true });
    attempts.createIndex('byKey', 'idempotencyKey');
    attempts.createIndex('byAt', 'at');
    db.createObjectStore('lab');
  }
});

export function offlineDb(): Promise<OfflineDb> {
  return connection.open();
}

/** Closes this context's connection (the next offlineDb() call opens a new one). */
export function closeOfflineDb(): Promise<void> {
  return connection.close();
}
