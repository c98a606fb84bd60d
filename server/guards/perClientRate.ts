import type { Context, MiddlewareHandler } from 'hono';

import { clientAddress, limitKey, trustedProxySet } from './clientAddress';
import type { SharedWindow } from './rateLimit';
import { rateLimit } from './rateLimit';

export interface PerClientRate {
  /**
   * The route's hits per client address (an IPv6 /64), counted in the database under the limit
   * (RATE_LIMIT_* settings) the route gave it, so every instance shares one count.
   */
  window: SharedWindow;
  /** Direct peers whose X-Forwarded-For names the client (clientAddress.ts). */
  trustedProxies: readonly string[];
  now: () => Date;
  /** What was sent too often, in the visitor's words ("applications"). */
  what: string;
}

/** A rate limit per client address on one route. */
export function perClientRate(rate: PerClientRate): MiddlewareHandler {
  const proxies = trustedProxySet(rate.trustedProxies);
  return rateLimit({
    window: rate.window,
    keyOf: (c: Context) => limitKey(clientAddress(c, proxies)),
    message: (wait) => `Too many ${rate.what} were sent from your network. Please try again in ${wait}.`,
    now: rate.now,
  });
}
