import { type DBSchema, type IDBPDatabase, openDB, type OpenDBCallbacks } from 'idb';

export interface SharedConnection<Schema extends DBSchema> {
  /** This context's connection, opened on first use (and again after a close or a failure). */
  open(): Promise<IDBPDatabase<Schema>>;
  /** Closes it; the next open() opens a new one. */
  close(): Promise<void>;
}

/**
 * One IndexedDB connection per context (a page or the worker) to a database both open, with the
 * rules every database of the site follows: when a newer version (a freshly installed worker,
 * another tab) wants to upgrade, this connection steps aside so the upgrade is not blocked, and the
 * next open() reopens with whatever schema is current; a connection the browser ended, or an open
 * that failed, is opened afresh next time. `upgrade` adds what each version needs and keeps what is
 * there (an `oldVersion < N` step per version).
 */
export function sharedConnection<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>,
): SharedConnection<Schema> {
  let connection: Promise<IDBPDatabase<Schema>> | null = null;
  const close = async (): Promise<void> => {
    const open = connection;
    connection = null;
    if (open) (await open.catch(() => null))?.close();
  };
  const open = (): Promise<IDBPDatabase<Schema>> => {
    connection ??= openDB<Schema>(name, version, {
      upgrade,
      blocking() {
        void close();
      },
      terminated() {
        connection = null;
      },
    }).catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };
  return { open, close };
}
