import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';

import { closeOfflineDb } from '../../../src/offline/db';
import { closeOfflineCopyDb } from '../../../src/offline/offlineCopyProgress';
import { closeOutboxEvents } from '../../../src/outbox/shared/outboxEvents';
import { closePersonalDb } from '../../../src/personal/shared/personalDb';
import { closePersonalEvents } from '../../../src/personal/shared/personalEvents';

/**
 * A brand-new, empty IndexedDB for each test: the module's cached connection is closed and the
 * global factory replaced, so nothing a test stored is seen by the next one.
 */
export async function freshDatabase(): Promise<void> {
  // The new factory first: a call made while the old connection closes must not reopen the old one.
  globalThis.indexedDB = new IDBFactory();
  closeOutboxEvents();
  closePersonalEvents();
  await closeOfflineDb();
  await closeOfflineCopyDb();
  await closePersonalDb();
}

/** A promise with its resolve function outside, to hold a fetch open while a test looks. */
export function heldPromise<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const jsonAnswer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Index of the first differing byte, -1 when equal (a deep toEqual over 256 K elements is slow). */
export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return i;
  return -1;
}
