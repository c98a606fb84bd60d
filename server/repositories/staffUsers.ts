import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { deleteSessionsOf } from './staffSessions';

export interface StaffUser {
  id: number;
  email: string;
  passwordHash: string;
}

export async function findStaffUserByEmail(db: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom('staff_users')
    .select(['id', 'email', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

export async function insertStaffUser(db: Kysely<Database>, email: string, passwordHash: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('staff_users')
    .values({ email, password_hash: passwordHash, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a new password. */
export async function updateStaffPassword(db: Kysely<Database>, id: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** An account as `npm run staff:list` shows it. */
export interface StaffAccount {
  email: string;
  createdAt: string;
  /** When any of its sessions was last used; null when none is open. */
  lastSeenAt: string | null;
}

/** Every account, by email, with its latest open session's last use. */
export async function listStaffUsers(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom('staff_users')
    .leftJoin('staff_sessions', 'staff_sessions.user_id', 'staff_users.id')
    .select((eb) => ['staff_users.email', 'staff_users.created_at', eb.fn.max('staff_sessions.last_seen_at').as('last_seen_at')])
    .groupBy(['staff_users.id', 'staff_users.email', 'staff_users.created_at'])
    .orderBy('staff_users.email')
    .execute();
  return rows.map((r) => ({ email: r.email, createdAt: r.created_at, lastSeenAt: r.last_seen_at ?? null }));
}

/** Deletes an account; its sessions go first (SQLite keeps foreign keys only when told to). */
export async function deleteStaffUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await deleteSessionsOf(tx, id);
    await tx.deleteFrom('staff_users').where('id', '=', id).execute();
  });
}
