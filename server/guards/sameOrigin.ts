import '../http/context';

import type { Context, MiddlewareHandler } from 'hono';

import { ApiError } from '../http/errors';

export const CROSS_SITE_MESSAGE = 'This form can only be sent from the Sr Technologies Jobs website.';

/** `host[:port]` of an Origin header, lower case; undefined for `null` or garbage. */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser would send this on behalf of our own pages. Browsers mark every request with
 * Sec-Fetch-Site (a page cannot forge it); older ones send at least Origin on a POST, compared with
 * the Host they addressed. A request with neither did not come from a web page (curl, a server);
 * the service worker's resends are same-origin fetches, marked `same-origin`.
 */
function fromOurPages(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  const origin = c.req.header('origin');
  // "none": the user's own action (address bar, bookmark), no page involved.
  if (site === 'same-origin' || site === 'none') return true;
  if (origin === undefined) return site === undefined;
  if (c.get('allowedOrigins')?.includes(origin.toLowerCase())) return true;
  if (site !== undefined) return false;
  const host = hostOf(origin);
  return host !== undefined && host === (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
}

/**
 * Refuses (403) a POST another website's page makes a visitor's browser send (cross-site request
 * forgery). Origins listed in ALLOWED_ORIGINS (requestSettings) count as ours.
 */
export function requireSameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (!fromOurPages(c)) throw new ApiError(403, CROSS_SITE_MESSAGE);
    await next();
  };
}
