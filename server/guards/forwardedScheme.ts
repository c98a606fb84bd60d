import '../http/publicOrigin';

import type { MiddlewareHandler } from 'hono';

import { peerAddress } from './clientAddress';

/**
 * Believes `X-Forwarded-Proto: https` only from a direct peer in `trustedProxies`, as
 * X-Forwarded-For (clientAddress.ts): from anyone else it is ignored, since any client could send
 * it and have the site's links written with a scheme of its choosing. Of a comma-separated list the
 * last value counts: it is the one the trusted proxy itself wrote (entries before it may come
 * from the client). Sets `forwardedHttps`, which http/publicOrigin.ts reads.
 */
export function forwardedScheme(trustedProxies: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const peer = peerAddress(c);
    if (peer !== undefined && trustedProxies.has(peer)) {
      const said = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
      c.set('forwardedHttps', said === 'https');
    }
    await next();
  };
}
