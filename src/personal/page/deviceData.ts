import { offlineDb } from '../../offline/db';
import { NO_PROGRESS, saveOfflineCopyProgress } from '../../offline/offlineCopyProgress';
import { publishOutboxEvent } from '../../outbox/shared/outboxEvents';
import { clearSavedJobs } from '../shared/savedJobs';
import { clearSentItems } from '../shared/sentItems';

/**
 * "Remove all my data from this device": the saved jobs, the record of what was sent, the outbox
 * (waiting and refused submissions, resumes included, and the network lab's log of their
 * attempts) and the saved copies of the site's answers.
 * The offline copy's progress goes with its saved details, so the next visit online saves them all
 * again instead of only what changed since (which would leave every other detail missing).
 * The app's own code (the precache) stays: it holds nothing personal.
 */
export async function removeAllDeviceData(): Promise<void> {
  const db = await offlineDb();
  await Promise.all([db.clear('outbox'), db.clear('attempts'), db.clear('responses')]);
  publishOutboxEvent({ type: 'changed' });
  await Promise.all([clearSavedJobs(), clearSentItems(), saveOfflineCopyProgress(NO_PROGRESS)]);
}
