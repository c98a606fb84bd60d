import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * True when a trusted TLS-terminating proxy says the visitor came over HTTPS
     * (guards/forwardedScheme.ts); unset means "the request's own scheme".
     */
    forwardedHttps: boolean | undefined;
  }
}

/**
 * The address the visitor asked for, as the site's absolute links must name it: the request's own,
 * with `https:` when a trusted proxy in front says the visitor used HTTPS (the server itself then
 * only sees plain HTTP from the proxy). The one place the sitemap, robots.txt and the rendered
 * pages' og:url and canonical links take their origin from.
 */
export function publicUrl(c: Context): URL {
  const url = new URL(c.req.url);
  if (c.get('forwardedHttps') === true && url.protocol === 'http:') {
    // Assigning the protocol keeps an explicit port; a proxy passes the public Host, which has none.
    url.protocol = 'https:';
  }
  return url;
}

export const publicOrigin = (c: Context): string => publicUrl(c).origin;
