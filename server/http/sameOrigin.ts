import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors';

/** Fetch metadata values a browser sends for a request the page itself made (or the user typed). */
const TRUSTED_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses (403 JSON) a request another site's page made: by Sec-Fetch-Site when the browser sends
 * it, else by Origin against the host the request was sent to. A request with neither header does
 * not come from a browser page, so it cannot carry a victim's cookie on an attacker's behalf.
 */
export function requireSameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const crossSite = site !== undefined ? !TRUSTED_SITES.has(site) : origin !== undefined && !sameHost(origin, c.req.header('host') ?? new URL(c.req.url).host);
    if (crossSite) return errorResponse(c, 403, { message: 'This request must come from this site.' });
    await next();
  };
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" or garbage: an opaque origin is never ours
  }
}
