import { externalStore } from '../components/externalStore';
import type { SavedJob } from '../offline/savedJobs';

/**
 * What /saved-jobs draws from: every saved job, newest saved first; null until read (the server's
 * HTML and the hydrating render show "Loading..."). Filled by savedJobsLogic.ts, a chunk of its
 * own fetched once the page has hydrated, so the page's first JavaScript carries no storage code.
 */
export const savedJobRecords = externalStore<readonly SavedJob[] | null>(null);

/** Reads the device, then checks each saved job against the server (online). */
export async function startSavedJobsList(): Promise<void> {
  const logic = await import('./savedJobsLogic');
  await logic.start();
  await logic.checkSavedJobs();
}
