import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import { STAFF_API_PREFIX } from '../../src/contract/staff';

export const SESSION_COOKIE = 'srt_staff_session';

/**
 * HTTPS as the browser sees it: the request's own scheme, or what a TLS-terminating proxy in front
 * says (X-Forwarded-Proto). Believing the header costs nothing: at worst a cookie gets `Secure`.
 */
export function overHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',', 1)[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path limited to
 * the staff API (no other request carries it), and no Max-Age: it ends with the browser; the
 * server ends it sooner when idle.
 */
function options(c: Context) {
  return { httpOnly: true, sameSite: 'Strict', path: STAFF_API_PREFIX, secure: overHttps(c) } as const;
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, options(c));
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, options(c));
}

export function sessionToken(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  // Our tokens are 43 base64url characters; anything else is not worth a query.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
