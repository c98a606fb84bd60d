import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export type FailureKind = 'email' | 'address';

export interface FailureKey {
  kind: FailureKind;
  key: string;
}

export async function insertFailures(db: Kysely<Database>, keys: readonly FailureKey[], now: Date): Promise<void> {
  await db
    .insertInto('login_failures')
    .values(keys.map((k) => ({ kind: k.kind, key: k.key, at: now.toISOString() })))
    .execute();
}

/** The times of the failures for `key` after `since`, oldest first. */
export async function failuresSince(db: Kysely<Database>, key: FailureKey, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('at')
    .where('kind', '=', key.kind)
    .where('key', '=', key.key)
    .where('at', '>', since.toISOString())
    .orderBy('at', 'asc')
    .execute();
  return rows.map((r) => r.at);
}

export async function clearFailures(db: Kysely<Database>, key: FailureKey): Promise<void> {
  await db.deleteFrom('login_failures').where('kind', '=', key.kind).where('key', '=', key.key).execute();
}

export async function purgeFailuresBefore(db: Kysely<Database>, cutoff: Date): Promise<void> {
  await db.deleteFrom('login_failures').where('at', '<', cutoff.toISOString()).execute();
}
