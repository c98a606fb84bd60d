import { detailRequest, listRequest } from '../src/contract/contentRequests';
import { RESOURCES } from '../src/contract/resources';
import { forgetSavedDetailsExcept, readSavedResponse, saveResponse } from '../src/offline/savedResponses';

/**
 * After a list (jobs, companies, articles) loads online, its items' details are fetched and saved
 * in the background, so a job never opened before still opens offline (docs/OFFLINE.md). Bounded:
 * 4 requests at a time, at most 300 items per list, none on Save-Data, and a detail saved within
 * the last hour is not fetched again.
 */
export const PREFETCH_CONCURRENCY = 4;
export const PREFETCH_MAX_ITEMS = 300;
export const PREFETCH_FRESH_MS = 60 * 60 * 1000;

interface SaveDataNavigator {
  connection?: { saveData?: boolean };
}

const running = new Set<string>();

/** The ids of a list answer's items (the API's list items each carry a numeric id). */
export function listIds(body: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed
    .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/**
 * The URLs of a list's items' details: the API's base URL (the list's URL without its path), then
 * the path of the very read the detail pages make (detailRequest), so the copies saved here are
 * the ones the pages ask for. None for a URL that is no list's.
 */
export function detailUrls(listUrl: string, ids: readonly number[]): string[] {
  const url = new URL(listUrl);
  const resource = RESOURCES.find((candidate) => url.pathname.endsWith(listRequest(candidate).path));
  if (resource === undefined) return [];
  const base = `${url.origin}${url.pathname.slice(0, -listRequest(resource).path.length)}`;
  return ids.map((id) => `${base}${detailRequest(resource, id).path}`);
}

async function needsFetch(url: string, now: number): Promise<boolean> {
  const saved = await readSavedResponse(url).catch(() => undefined);
  return !saved || now - saved.savedAt > PREFETCH_FRESH_MS;
}

/** After a fresh list: forgets the saved details of items it no longer has (removed by staff). */
export async function forgetUnlisted(listUrl: string, body: string): Promise<number> {
  // An answer that is not a list says nothing about which items are gone.
  if (!body.trimStart().startsWith('[')) return 0;
  return forgetSavedDetailsExcept(listUrl, new Set(listIds(body)));
}

/** Fetches and saves the details of a list's items; returns how many it saved. */
export async function prefetchDetails(listUrl: string, body: string, now = Date.now()): Promise<number> {
  if ((globalThis.navigator as SaveDataNavigator | undefined)?.connection?.saveData === true) return 0;
  if (running.has(listUrl)) return 0;
  running.add(listUrl);
  try {
    const candidates = detailUrls(listUrl, listIds(body).slice(0, PREFETCH_MAX_ITEMS));
    const queue: string[] = [];
    for (const url of candidates) if (await needsFetch(url, now)) queue.push(url);

    let saved = 0;
    let offline = false;
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined && !offline; url = queue.shift()) {
        try {
          const response = await fetch(url, { headers: { Accept: 'application/json' } });
          if (response.status === 200) {
            await saveResponse(url, response);
            saved += 1;
          }
        } catch {
          offline = true; // the connection went: stop, the next online list load resumes
        }
      }
    };
    await Promise.all(Array.from({ length: PREFETCH_CONCURRENCY }, worker));
    return saved;
  } finally {
    running.delete(listUrl);
  }
}
