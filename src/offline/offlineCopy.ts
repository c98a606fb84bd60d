import { detailRequest } from '../contract/contentRequests';
import { OFFLINE_COPY_PATH, type OfflineCopyChunk } from '../contract/offlineCopy';
import { type Resource, RESOURCES } from '../contract/resources';
import { offlineDb, type SavedResponse } from './db';
import { type OfflineCopyProgress, readOfflineCopyProgress, saveOfflineCopyProgress } from './offlineCopyProgress';
import { saveWholeLists } from './wholeLists';

/**
 * The offline copy: every job, company and article detail saved on the device after one visit,
 * fetched in a few large compressed chunks from GET /api/offline-copy (src/contract/offlineCopy.ts)
 * and then kept current by deltas, removals included (docs/OFFLINE.md "The offline copy").
 *
 * Each detail is saved under the very URL its detail page reads (detailRequest), so the worker's
 * network-first-else-saved-copy route serves it like any saved answer. After each chunk the
 * progress (the run's cursor) is stored, so a run cut off by a dropped connection resumes at the
 * next chunk instead of starting over; a completed run stores the content version reached, and
 * the next run asks only for what changed since.
 */

/** The Content-Type the detail endpoints answer with: a saved copy looks exactly like their answer. */
const DETAIL_CONTENT_TYPE = 'application/json; charset=UTF-8';

export interface OfflineCopyOptions {
  /** Where the API lives: the origin, or VITE_API_BASE_URL (no trailing slash). */
  apiBase: string;
  /** The browser says Save-Data (navigator.connection.saveData). */
  saveData: boolean;
  /** The user asked for it (the "Save all jobs for offline use" button): Save-Data does not stop it. */
  userAsked?: boolean;
  fetch?: typeof fetch;
  now?: () => number;
}

export type OfflineCopyOutcome =
  | { kind: 'done'; version: number; saved: number; removed: number; chunks: number }
  | { kind: 'skipped'; why: 'save-data' | 'busy' }
  /** The connection failed mid-run: what was saved stays, and the next run resumes after it. */
  | { kind: 'interrupted'; saved: number; removed: number; chunks: number; reason: string };

function chunkUrl(apiBase: string, run: { since: number | null; next: string | null }): string {
  const query = new URLSearchParams();
  if (run.since !== null) query.set('since', String(run.since));
  if (run.next !== null) query.set('after', run.next);
  const search = query.toString();
  return `${apiBase}${OFFLINE_COPY_PATH}${search ? `?${search}` : ''}`;
}

export function savedDetailUrl(apiBase: string, resource: Resource, id: number): string {
  return `${apiBase}${detailRequest(resource, id).path}`;
}

const isChunk = (value: unknown): value is OfflineCopyChunk =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as OfflineCopyChunk).items) &&
  Array.isArray((value as OfflineCopyChunk).removed) &&
  typeof (value as OfflineCopyChunk).version === 'number';

const known = (resource: unknown): resource is Resource => RESOURCES.some((name) => name === resource);

/** Saves a chunk's details and deletes its removals, in one IndexedDB transaction. */
async function applyChunk(apiBase: string, chunk: OfflineCopyChunk, now: number): Promise<{ saved: number; removed: number }> {
  const tx = (await offlineDb()).transaction('responses', 'readwrite');
  let saved = 0;
  let removed = 0;
  const writes: Promise<unknown>[] = [];
  for (const gone of chunk.removed) {
    if (!known(gone.resource)) continue;
    writes.push(tx.store.delete(savedDetailUrl(apiBase, gone.resource, gone.id)));
    removed += 1;
  }
  for (const item of chunk.items) {
    if (!known(item.resource)) continue;
    const response: SavedResponse = {
      url: savedDetailUrl(apiBase, item.resource, item.id),
      status: 200,
      contentType: DETAIL_CONTENT_TYPE,
      body: JSON.stringify(item.detail),
      savedAt: now,
    };
    writes.push(tx.store.put(response));
    saved += 1;
  }
  await Promise.all([...writes, tx.done]);
  return { saved, removed };
}

async function run(options: OfflineCopyOptions): Promise<OfflineCopyOutcome> {
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let progress: OfflineCopyProgress = await readOfflineCopyProgress();
  if (options.userAsked && !progress.allowOnSaveData) {
    progress = { ...progress, allowOnSaveData: true };
    await saveOfflineCopyProgress(progress);
  }
  if (options.saveData && !progress.allowOnSaveData) return { kind: 'skipped', why: 'save-data' };

  let current = progress.run ?? { since: progress.version, next: null as string | null };
  const totals = { saved: 0, removed: 0, chunks: 0 };
  let restarted = false;
  for (;;) {
    let chunk: unknown;
    try {
      const response = await get(chunkUrl(options.apiBase, current), { headers: { Accept: 'application/json' } });
      if (response.status === 400 && !restarted) {
        // A cursor or version from a database since replaced: start again with the full copy.
        restarted = true;
        current = { since: null, next: null };
        progress = { ...progress, version: null, run: null };
        await saveOfflineCopyProgress(progress);
        continue;
      }
      if (!response.ok) return { kind: 'interrupted', ...totals, reason: `the server answered ${response.status}` };
      chunk = await response.json();
    } catch (error) {
      return { kind: 'interrupted', ...totals, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!isChunk(chunk)) return { kind: 'interrupted', ...totals, reason: 'the answer was not an offline copy' };

    const applied = await applyChunk(options.apiBase, chunk, now());
    totals.saved += applied.saved;
    totals.removed += applied.removed;
    totals.chunks += 1;
    // A full copy answered to a `since` (a database since replaced) continues as a full copy.
    const since = chunk.full ? null : current.since;
    if (chunk.next !== null) {
      current = { since, next: chunk.next };
      progress = { ...progress, run: { since, next: chunk.next } };
      await saveOfflineCopyProgress(progress);
      continue;
    }
    // The whole lists follow the details they list (offline windows are cut from them): when
    // anything changed, and on the first copy.
    if (totals.saved + totals.removed > 0 || progress.version === null) await saveWholeLists(options.apiBase, get, now());
    progress = { ...progress, version: chunk.version, run: null, completedAt: now() };
    await saveOfflineCopyProgress(progress);
    return { kind: 'done', version: chunk.version, ...totals };
  }
}

interface LockNavigator {
  locks?: { request<T>(name: string, options: { ifAvailable: boolean }, work: (lock: unknown) => Promise<T>): Promise<T> };
}

/** The Web Lock that lets one page or worker at a time run the copy. */
export const OFFLINE_COPY_LOCK = 'sr-jobs-offline-copy';
let running: Promise<OfflineCopyOutcome> | null = null;

/**
 * Brings the offline copy up to date: the full copy the first time, a delta afterwards, the rest
 * of an interrupted run first. One run at a time: within this context a second call shares the
 * run under way; across tabs and the worker a Web Lock lets the first one run and skips the rest.
 */
export function syncOfflineCopy(options: OfflineCopyOptions): Promise<OfflineCopyOutcome> {
  if (running) return running;
  const started = (async (): Promise<OfflineCopyOutcome> => {
    const locks = (globalThis.navigator as LockNavigator | undefined)?.locks;
    if (!locks) return run(options);
    return locks.request(OFFLINE_COPY_LOCK, { ifAvailable: true }, async (lock): Promise<OfflineCopyOutcome> =>
      lock === null ? { kind: 'skipped', why: 'busy' } : run(options),
    );
  })().finally(() => {
    running = null;
  });
  running = started;
  return started;
}
