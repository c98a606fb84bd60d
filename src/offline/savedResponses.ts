import { offlineDb, type SavedResponse } from './db';
import { SAVED_AT_HEADER } from './savedAtHeader';

/** Header on an answer served from the saved copy: when that copy was saved (ISO 8601). */
export { SAVED_AT_HEADER };

/** Text of the 503 the worker answers when it has neither the network nor a saved copy. */
export const NOT_SAVED_MESSAGE = 'You are offline and this page has not been saved on this device yet.';

/** How long a saved answer is kept without being refreshed (docs/OFFLINE.md). */
export const SAVED_RESPONSE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Upper bound on the number of saved answers besides the offline copy's details (pruneSavedResponses). */
export const SAVED_RESPONSE_MAX_ENTRIES = 2000;

export async function saveResponse(url: string, response: Response, now = Date.now()): Promise<SavedResponse> {
  const saved: SavedResponse = {
    url,
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? 'application/json',
    body: await response.text(),
    savedAt: now,
  };
  await (await offlineDb()).put('responses', saved);
  return saved;
}

export async function readSavedResponse(url: string): Promise<SavedResponse | undefined> {
  return (await offlineDb()).get('responses', url);
}

export async function forgetSavedResponse(url: string): Promise<void> {
  await (await offlineDb()).delete('responses', url);
}

/**
 * Deletes the saved details under a list (`${listUrl}/{id}`) whose id is not in `keep`: items the
 * server no longer lists, e.g. a job staff removed, so a device does not keep showing it offline.
 */
export async function forgetSavedDetailsExcept(listUrl: string, keep: ReadonlySet<number>): Promise<number> {
  const prefix = `${listUrl}/`;
  const tx = (await offlineDb()).transaction('responses', 'readwrite');
  let removed = 0;
  for (
    let cursor = await tx.store.openCursor(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
    cursor;
    cursor = await cursor.continue()
  ) {
    const rest = cursor.key.slice(prefix.length);
    if (/^\d+$/.test(rest) && !keep.has(Number(rest))) {
      await cursor.delete();
      removed += 1;
    }
  }
  await tx.done;
  return removed;
}

/** Every saved detail under a list (`${listUrl}/{id}`), in one read: what the device's keyword search indexes. */
export async function readSavedDetails(listUrl: string): Promise<SavedResponse[]> {
  const prefix = `${listUrl}/`;
  const all = await (await offlineDb()).getAll('responses', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
  return all.filter((saved) => /^\d+$/.test(saved.url.slice(prefix.length)));
}

/** The saved copy as an answer to the page, marked with the time it was saved. */
export function savedCopyAnswer(saved: SavedResponse): Response {
  return new Response(saved.body, {
    status: saved.status,
    headers: {
      'Content-Type': saved.contentType,
      [SAVED_AT_HEADER]: new Date(saved.savedAt).toISOString(),
    },
  });
}

/** The answer when there is neither network nor a saved copy. */
export function notSavedAnswer(): Response {
  return new Response(JSON.stringify({ message: NOT_SAVED_MESSAGE }), {
    status: 503,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Drops answers older than the maximum age, then the oldest ones beyond the entry limit. Answers
 * `keep` names are left alone and not counted: the details of the offline copy, which its deltas
 * keep current and remove (offlineCopy.ts); pruning one would leave a hole no delta fills.
 */
export async function pruneSavedResponses(
  now = Date.now(),
  maxAgeMs = SAVED_RESPONSE_MAX_AGE_MS,
  maxEntries = SAVED_RESPONSE_MAX_ENTRIES,
  keep: (url: string) => boolean = () => false,
): Promise<number> {
  const db = await offlineDb();
  const tx = db.transaction('responses', 'readwrite');
  const index = tx.store.index('bySavedAt');
  let prunable = 0;
  for (let cursor = await index.openKeyCursor(); cursor; cursor = await cursor.continue()) {
    if (!keep(cursor.primaryKey)) prunable += 1;
  }
  let excess = Math.max(0, prunable - maxEntries);
  let removed = 0;
  // The index walks oldest first: delete while too old or while over the limit.
  for (let cursor = await index.openCursor(); cursor; cursor = await cursor.continue()) {
    if (keep(cursor.value.url)) continue;
    const tooOld = now - cursor.value.savedAt > maxAgeMs;
    if (!tooOld && excess === 0) break;
    await cursor.delete();
    removed += 1;
    if (excess > 0) excess -= 1;
  }
  await tx.done;
  return removed;
}
