import { OUTBOX_SYNC_TAG } from '../../offline/messages';

/**
 * Page-side calls that some browsers lack (Background Sync: Chromium only; persist(): pages only).
 * Each one is feature-detected and never throws: the outbox works without them, through the
 * other triggers (online event, page timer, worker start).
 */

interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the worker for a `sync` event once the connection is back (where Background Sync exists). */
export async function registerOutboxSync(): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return false;
  try {
    // getRegistration, not `ready`: `ready` never settles on a page without a worker (dev server).
    const registration = (await container.getRegistration()) as (ServiceWorkerRegistration & SyncCapableRegistration) | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

let persistAsked = false;

/**
 * Asks once per page load that the browser not evict this origin's storage (where a submission
 * now waits). Browsers may grant it silently, ask, or refuse; nothing depends on the answer.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (persistAsked) return false;
  persistAsked = true;
  const storage = globalThis.navigator?.storage as (StorageManager & { persist?: () => Promise<boolean> }) | undefined;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
