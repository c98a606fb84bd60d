import type { Kysely } from 'kysely';

import { newPasswordSchema, staffEmailSchema } from '../../src/domain/staffAuth';
import type { Database } from '../db/schema';
import { deleteSessionsOf } from '../repositories/staffSessions';
import { deleteStaffUser, findStaffUserByEmail, insertStaffUser, updateStaffPassword } from '../repositories/staffUsers';
import { hashPassword } from './passwords';

export class AccountError extends Error {
  override name = 'AccountError';
}

function validEmail(rawEmail: string): string {
  const email = staffEmailSchema.safeParse(rawEmail);
  if (!email.success) throw new AccountError(`"${rawEmail}" is not a valid email address.`);
  return email.data;
}

/**
 * Removes a staff account (someone who left): its sessions end at once and it can no longer log
 * in. What it did (statuses, notes, published content) stays. Returns the normalised email.
 */
export async function removeStaffAccount(db: Kysely<Database>, rawEmail: string): Promise<string> {
  const email = validEmail(rawEmail);
  const existing = await findStaffUserByEmail(db, email);
  if (!existing) throw new AccountError(`There is no staff account for ${email}.`);
  await deleteStaffUser(db, existing.id);
  return email;
}

/**
 * Creates a staff account, or with `reset` sets a new password on an existing one (and ends its
 * sessions, so a stolen session dies with the old password). Returns what was done.
 */
export async function saveStaffAccount(
  db: Kysely<Database>,
  rawEmail: string,
  password: string,
  options: { reset: boolean; now: Date },
): Promise<'created' | 'reset'> {
  const email = validEmail(rawEmail);
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new AccountError(checked.error.issues[0]?.message ?? 'The password is not acceptable.');
  const existing = await findStaffUserByEmail(db, email);
  if (options.reset) {
    if (!existing) throw new AccountError(`There is no staff account for ${email}; leave out --reset to create one.`);
    await updateStaffPassword(db, existing.id, await hashPassword(password), options.now);
    await deleteSessionsOf(db, existing.id);
    return 'reset';
  }
  if (existing) throw new AccountError(`A staff account for ${email} already exists; add --reset to change its password.`);
  await insertStaffUser(db, email, await hashPassword(password), options.now);
  return 'created';
}
