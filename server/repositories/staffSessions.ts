import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** A stored session and whose it is. */
export interface StaffSession {
  userId: number;
  email: string;
  createdAt: string;
  lastSeenAt: string;
}

export async function insertSession(db: Kysely<Database>, tokenHash: string, userId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('staff_sessions')
    .values({ token_hash: tokenHash, user_id: userId, created_at: at, last_seen_at: at })
    .execute();
}

export async function findSession(db: Kysely<Database>, tokenHash: string): Promise<StaffSession | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select(['staff_sessions.user_id', 'staff_users.email', 'staff_sessions.created_at', 'staff_sessions.last_seen_at'])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { userId: row.user_id, email: row.email, createdAt: row.created_at, lastSeenAt: row.last_seen_at };
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of one account (after a password reset). */
export async function deleteSessionsOf(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('user_id', '=', userId).execute();
}

/** Deletes the sessions last used before `idleSince` and those started before `startedBefore`. */
export async function deleteExpiredSessions(db: Kysely<Database>, idleSince: Date, startedBefore: Date): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', idleSince.toISOString()), eb('created_at', '<', startedBefore.toISOString())]))
    .execute();
}
