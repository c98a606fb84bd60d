import type { JobSummary } from '../../domain/entities';
import { personalDb } from './personalDb';
import { publishPersonalEvent } from './personalEvents';
import type { SavedJob } from './records';

const changed = () => publishPersonalEvent({ changed: 'savedJobs' });

/** Only the summary's own fields: a detail passed in (a Job) must not store its whole description twice. */
function summaryOf(job: JobSummary): JobSummary {
  const { id, image, title, companyName, location, jobType, experience, salary } = job;
  return { id, image, title, companyName, location, jobType, experience, salary };
}

export async function saveJob(job: JobSummary, now = Date.now()): Promise<SavedJob> {
  const saved: SavedJob = { id: job.id, job: summaryOf(job), savedAt: now, removedAt: null };
  await (await personalDb()).put('savedJobs', saved);
  changed();
  return saved;
}

export async function unsaveJob(id: number): Promise<void> {
  await (await personalDb()).delete('savedJobs', id);
  changed();
}

/** Every saved job, newest saved first. */
export async function savedJobs(): Promise<SavedJob[]> {
  return (await (await personalDb()).getAllFromIndex('savedJobs', 'bySavedAt')).reverse();
}

/**
 * What a check against the server found for a saved job: its current summary (it is still there),
 * or that it is gone. One transaction, and only if it is still saved: a job unsaved meanwhile
 * must not come back.
 */
export async function recordSavedJobCheck(
  id: number,
  found: { kind: 'present'; job: JobSummary } | { kind: 'removed' },
  now = Date.now(),
): Promise<void> {
  const tx = (await personalDb()).transaction('savedJobs', 'readwrite');
  const current = await tx.store.get(id);
  if (current) {
    const next: SavedJob =
      found.kind === 'present'
        ? { ...current, job: summaryOf(found.job), removedAt: null }
        : { ...current, removedAt: current.removedAt ?? now };
    await tx.store.put(next);
  }
  await tx.done;
  if (current) changed();
}

export async function clearSavedJobs(): Promise<void> {
  await (await personalDb()).clear('savedJobs');
  changed();
}
