import { API_BASE_URL } from '../src/config/apiBase';
import { resourceOfPath } from '../src/contract/paths';
import { type OfflineCopyOutcome, syncOfflineCopy } from '../src/offline/offlineCopy';
import { labFetch } from './networkLab/labFetch';

declare const self: ServiceWorkerGlobalScope;

/**
 * The worker runs the offline copy (src/offline/offlineCopy.ts), not the page: its work goes on
 * when the tab closes, and its own fetches pass by its fetch handler, so a chunk is never saved
 * as an answer of its own. It runs after a list loads online (the visit that saves the site) and
 * when the user asks for it (the page's "Save all jobs for offline use").
 */
const apiBase = API_BASE_URL ? new URL(API_BASE_URL, self.location.href).href.replace(/\/$/, '') : self.location.origin;
const apiBasePath = new URL(apiBase).pathname.replace(/\/$/, '');

interface SaveDataNavigator {
  connection?: { saveData?: boolean };
}

export function runOfflineCopy(userAsked = false): Promise<OfflineCopyOutcome> {
  const saveData = (self.navigator as SaveDataNavigator).connection?.saveData === true;
  return syncOfflineCopy({ apiBase, saveData, userAsked, fetch: labFetch });
}

/**
 * A detail's saved copy (`/api/<resource>/<id>`): kept current by the offline copy and removed by
 * its deltas, so pruning by age or count leaves it (a pruned one would never be fetched again).
 */
export function isSavedDetailUrl(url: string): boolean {
  const parsed = new URL(url);
  if (!parsed.href.startsWith(apiBase)) return false;
  return resourceOfPath(parsed.pathname.slice(apiBasePath.length))?.detail === true;
}
