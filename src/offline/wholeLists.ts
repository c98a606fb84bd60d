import { apiPaths, resourcePaths } from '../contract/paths';
import { RESOURCES } from '../contract/resources';
import { saveResponse } from './savedResponses';

/**
 * The whole lists (jobs, companies, articles) and the job options, saved beside the offline copy of
 * the details. The pages read lists a window at a time (src/contract/listPages.ts); offline, the
 * worker cuts any window (any filter, any "Show more") out of the saved whole list
 * (sw/offlineWindow.ts), and the filters and banner read the saved options. Four requests, made
 * only when the offline copy changed: at 5,000 jobs the jobs list is about 60 KB compressed.
 */
export function wholeListUrls(apiBase: string): string[] {
  return [...RESOURCES.map((resource) => `${apiBase}${resourcePaths[resource]}`), `${apiBase}${apiPaths.jobOptions}`];
}

/** Fetches and saves each; one that fails is left as it was (the next change tries again). Returns how many were saved. */
export async function saveWholeLists(apiBase: string, get: typeof fetch, now: number): Promise<number> {
  const saved = await Promise.all(
    wholeListUrls(apiBase).map(async (url) => {
      try {
        const response = await get(url, { headers: { Accept: 'application/json' } });
        if (response.status !== 200) return false;
        await saveResponse(url, response, now);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return saved.filter(Boolean).length;
}
