import { useSyncExternalStore } from 'react';

import { externalStore, useStore } from '../components/externalStore';
import { loadOnce } from '../components/loadOnce';
import type { JobSummary } from '../domain/entities';

/**
 * The little of the saved jobs every page's first screen needs: which jobs are saved, for the Save
 * toggles and the header's count. Everything else (IndexedDB, the channel between tabs, the
 * checks against the server) is in savedJobsLogic.ts, a chunk of its own fetched after hydration
 * (docs/PERFORMANCE.md, the first page's JavaScript). Null until that chunk has read the device:
 * the server's HTML and the hydrating render show every toggle unpressed and no count.
 */
export const savedJobIds = externalStore<ReadonlySet<number> | null>(null);

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
