import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { staffPaths } from '../../src/contract/staff';
import { overHttps } from './sessionCookie';

/**
 * A "device cookie" (OWASP's name for it): set on every successful log-in, it says "this browser
 * has logged in to this account before". A log-in that shows one for its email is counted on that
 * device alone, not on the account's lock, so a stranger's wrong guesses cannot lock the owner out
 * of the browsers they already use (lockout.ts).
 */
export const DEVICE_COOKIE = 'srt_staff_device';

/** Long enough that a staff member's usual browsers keep it between holidays. */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** `nonce.signature`, both base64url: 16 random bytes and an HMAC-SHA256. */
const SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed with the account's stored password hash as the key: a secret only the database holds,
 * bound to that account, and changed by every password reset, which so forgets every device (a
 * reset is what follows a suspected theft). No key to configure, no table to keep.
 */
function signature(email: string, nonce: string, passwordHash: string): Buffer {
  return createHmac('sha256', passwordHash).update(`${email}\n${nonce}`).digest();
}

/**
 * The device's nonce when the request carries a device cookie this account issued (and whose
 * password has not been reset since), else null.
 */
export function recognisedDevice(c: Context, email: string, passwordHash: string): string | null {
  const match = SHAPE.exec(getCookie(c, DEVICE_COOKIE) ?? '');
  const nonce = match?.[1];
  const sent = match?.[2];
  if (nonce === undefined || sent === undefined) return null;
  const expected = signature(email, nonce, passwordHash);
  const given = Buffer.from(sent, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/**
 * Remembers this browser for `email` (a new nonce each log-in). Sent only to the log-in itself
 * (its Path), HttpOnly and SameSite=Strict like the session's.
 */
export function setDeviceCookie(c: Context, email: string, passwordHash: string): void {
  const nonce = randomBytes(16).toString('base64url');
  const value = `${nonce}.${signature(email, nonce, passwordHash).toString('base64url')}`;
  setCookie(c, DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Strict',
    path: staffPaths.session,
    secure: overHttps(c),
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}
