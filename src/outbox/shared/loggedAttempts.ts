import { offlineDb } from '../../offline/db';
import type { DeliveryAttemptRecord } from '../item/attemptRecord';

/**
 * Every recorded delivery attempt, oldest first (the network lab's outbox view). Apart from the
 * writing side (attemptLog.ts, in every delivery), so the lab's code shares no new chunk with it.
 */
export async function loggedAttempts(): Promise<DeliveryAttemptRecord[]> {
  const db = await offlineDb();
  return db.getAllFromIndex('attempts', 'byAt');
}
