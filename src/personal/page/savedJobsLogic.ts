import { API_BASE_URL } from '../../config/apiBase';
import { detailRequest } from '../../contract/contentRequests';
import type { JobSummary } from '../../domain/entities';
import { SAVED_AT_HEADER } from '../../offline/savedAtHeader';
import { saveResponse } from '../../offline/savedResponses';
import { subscribePersonalEvents } from '../shared/personalEvents';
import type { SavedJob } from '../shared/records';
import { recordSavedJobCheck, savedJobs, saveJob, unsaveJob } from '../shared/savedJobs';
import { savedJobIds, savedJobRecords } from './savedJobsStores';

/**
 * The saved jobs' logic, loaded after hydration (savedJobsState.ts): reads the device, keeps
 * `savedJobIds` and the records current across tabs, saves and unsaves, and checks saved jobs
 * against the server.
 */

async function reread(): Promise<void> {
  const records = await savedJobs().catch(() => [] as SavedJob[]);
  savedJobRecords.set(records);
  savedJobIds.set(new Set(records.map((record) => record.id)));
}

let started: Promise<void> | null = null;

/** Reads the device once, then again whenever this or another tab changes the saved jobs. */
export function start(): Promise<void> {
  started ??= (async () => {
    subscribePersonalEvents((event) => {
      if (event.changed === 'savedJobs') void reread();
    });
    await reread();
  })();
  return started;
}

/** The URL the job's detail page reads, as the worker keys its saved copy (docs/OFFLINE.md). */
function detailUrl(id: number): string {
  return new URL(`${API_BASE_URL}${detailRequest('jobs', id).path}`, window.location.href).href;
}

/**
 * Reads the job's detail from the server: a 404 or 410 says the agency removed it; a 200 is kept
 * as the detail's saved copy (so the job opens offline even if its page was never opened: the
 * worker keeps it too when it controls the page, this covers a page it does not) and refreshes
 * the summary the list shows. Offline, or any other answer: nothing is learnt.
 */
export async function checkSavedJob(id: number): Promise<void> {
  const url = detailUrl(id);
  const response = await fetch(url, { headers: { Accept: 'application/json' } }).catch(() => null);
  if (!response) return;
  if (response.status === 404 || response.status === 410) {
    await recordSavedJobCheck(id, { kind: 'removed' });
    return;
  }
  if (!response.ok) return;
  // A copy the worker answered from the device is no news about the server.
  if (response.headers.has(SAVED_AT_HEADER)) return;
  const saved = await saveResponse(url, response).catch(() => null);
  if (!saved) return;
  const job = await detailRequest('jobs', id)
    .fetch(() => Promise.resolve(JSON.parse(saved.body) as unknown))
    .catch(() => null);
  if (job) await recordSavedJobCheck(id, { kind: 'present', job });
}

/** Checks every saved job the server has not been found to have removed, one at a time (online only). */
export async function checkSavedJobs(): Promise<void> {
  for (const record of savedJobRecords.get() ?? []) {
    if (!navigator.onLine) return;
    if (record.removedAt === null) await checkSavedJob(record.id);
  }
}

export async function toggle(job: JobSummary): Promise<void> {
  await start();
  if (savedJobIds.get()?.has(job.id)) {
    await unsaveJob(job.id);
    return;
  }
  await saveJob(job);
  void checkSavedJob(job.id);
}

export async function remove(id: number): Promise<void> {
  await unsaveJob(id);
}
