import { createHash, randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { deleteExpiredSessions, deleteSession, findSession, insertSession, touchSession } from '../repositories/staffSessions';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/**
 * And after this long in all, however busy: a working day. A stolen cookie kept in use (a script
 * polling the inbox) must not live for ever; the next day starts with a log-in.
 */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading the inbox is not a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface StaffIdentity {
  userId: number;
  email: string;
}

/** Only this hash is stored: someone reading the database cannot take over a session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; returns the token for the cookie (256 random bits). */
export async function startSession(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await deleteExpiredSessions(db, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_MAX_MS));
  await insertSession(db, tokenHash(token), userId, now);
  return token;
}

/** The staff member a token belongs to, or null when it is unknown, idle too long or too old. */
export async function resumeSession(db: Kysely<Database>, token: string, now: Date): Promise<StaffIdentity | null> {
  const hash = tokenHash(token);
  const row = await findSession(db, hash);
  if (!row) return null;
  const idle = now.getTime() - Date.parse(row.lastSeenAt);
  if (idle > SESSION_IDLE_MS || now.getTime() - Date.parse(row.createdAt) > SESSION_MAX_MS) {
    await deleteSession(db, hash);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) await touchSession(db, hash, now);
  return { userId: row.userId, email: row.email };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSession(db, tokenHash(token));
}
