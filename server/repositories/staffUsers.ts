import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StaffUser {
  id: number;
  email: string;
  passwordHash: string;
}

export async function findStaffUserByEmail(db: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
  const row = await db.selectFrom('staff_users').select(['id', 'email', 'password_hash']).where('email', '=', email).executeTakeFirst();
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
  await db.updateTable('staff_users').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', id).execute();
}
