import type { DBSchema, IDBPDatabase } from 'idb';

import { sharedConnection } from '../../offline/sharedConnection';
import type { SavedJob, SentItem } from './records';

/**
 * What this device keeps for its user alone (docs/OFFLINE.md, "What is stored on the device"): the
 * saved jobs and the record of what was sent from here ("My applications"). A database of its own
 * (`sr-jobs-personal`) rather than new stores in `sr-jobs-offline`: those would need a version
 * change there, which locks a tab or worker still running an older version out of the outbox and
 * the saved answers until it reloads. Page and worker open it through this module: the worker
 * records deliveries it makes.
 */
export const PERSONAL_DB_NAME = 'sr-jobs-personal';
const PERSONAL_DB_VERSION = 1;

export interface PersonalSchema extends DBSchema {
  savedJobs: { key: number; value: SavedJob; indexes: { bySavedAt: number } };
  sentItems: { key: string; value: SentItem; indexes: { bySentAt: number } };
}

export type PersonalDb = IDBPDatabase<PersonalSchema>;

const connection = sharedConnection<PersonalSchema>(PERSONAL_DB_NAME, PERSONAL_DB_VERSION, (db, oldVersion) => {
  // Each version adds what it needs and keeps what is there: a later version adds its stores in
  // an `oldVersion < 2` step, so saved jobs and the sent record survive every app update.
  if (oldVersion < 1) {
    db.createObjectStore('savedJobs', { keyPath: 'id' }).createIndex('bySavedAt', 'savedAt');
    db.createObjectStore('sentItems', { keyPath: 'idempotencyKey' }).createIndex('bySentAt', 'sentAt');
  }
});

export function personalDb(): Promise<PersonalDb> {
  return connection.open();
}

/** Closes this context's connection (the next personalDb() call opens a new one). */
export function closePersonalDb(): Promise<void> {
  return connection.close();
}
