import { useSyncExternalStore } from 'react';

import { useStore } from '../../browser/externalStore';
import { loadOnce } from '../../browser/loadOnce';
import type { JobSummary } from '../../domain/entities';
import { savedJobIds } from './savedJobsStores';

const logic = loadOnce(() => import('./savedJobsLogic'));

/** Fetches the saved jobs' code, which reads the device and fills savedJobIds. After hydration only. */
export function startSavedJobs(): Promise<unknown> {
  return logic.load().then((module) => module.start());
}

/**
 * Whether a job is saved: false until the device has been read (and on the server). Reads a
 * boolean, so saving one job draws again only that job's toggles, not every row of a long list.
 */
export function useIsSaved(id: number): boolean {
  return useSyncExternalStore(
    savedJobIds.subscribe,
    () => savedJobIds.get()?.has(id) ?? false,
    () => false,
  );
}

/** How many jobs are saved; null until the device has been read. */
export function useSavedCount(): number | null {
  return useStore(savedJobIds)?.size ?? null;
}

/**
 * Saves the job, or unsaves it when it is saved. A tap made before the code arrived waits for it
 * (the import), so none is lost.
 */
export async function toggleSavedJob(job: JobSummary): Promise<void> {
  const module = await logic.load();
  await module.toggle(job);
}
