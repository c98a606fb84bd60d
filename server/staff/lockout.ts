import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { FailureKey } from '../repositories/loginFailures';
import { clearFailures, failuresSince, insertFailures, purgeFailuresBefore } from '../repositories/loginFailures';

/** After this many failed log-ins for one email, or from one address, within the window: 429. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function failureKeys(email: string, address: string): FailureKey[] {
  return [
    { kind: 'email', key: email },
    { kind: 'address', key: address },
  ];
}

/**
 * Seconds until a log-in for these keys is allowed again, or 0 when it is allowed now. The lock
 * lifts when the oldest failure that makes the count reach MAX_FAILURES leaves the window.
 */
export async function lockedForSeconds(db: Kysely<Database>, keys: readonly FailureKey[], now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  let wait = 0;
  for (const key of keys) {
    const times = await failuresSince(db, key, since);
    const deciding = times[times.length - MAX_FAILURES];
    if (deciding === undefined) continue;
    const ms = Date.parse(deciding) + FAILURE_WINDOW_MS - now.getTime();
    wait = Math.max(wait, Math.max(1, Math.ceil(ms / 1000)));
  }
  return wait;
}

export async function recordFailure(db: Kysely<Database>, keys: readonly FailureKey[], now: Date): Promise<void> {
  // Old rows mean nothing any more; dropping them here keeps the table small without a timer.
  await purgeFailuresBefore(db, new Date(now.getTime() - FAILURE_WINDOW_MS));
  await insertFailures(db, keys, now);
}

/** A successful log-in forgives that account's failures (not the address's: it may be a guesser's). */
export async function forgiveEmail(db: Kysely<Database>, email: string): Promise<void> {
  await clearFailures(db, { kind: 'email', key: email });
}
