import type { Context, MiddlewareHandler } from 'hono';

import { clientAddress, limitKey, trustedProxySet } from './clientAddress';
import { rateLimit } from './rateLimit';
import { SlidingWindow } from './slidingWindow';

export interface PerClientRate {
  /** Requests accepted per client address (an IPv6 /64) per window. */
  perWindow: number;
  windowSeconds: number;
  /** Direct peers whose X-Forwarded-For names the client (clientAddress.ts). */
  trustedProxies: readonly string[];
  now: () => Date;
  /** What was sent too often, in the visitor's words ("applications"). */
  what: string;
}

/** A rate limit per client address on one route, with its own window of hits. */
export function perClientRate(rate: PerClientRate): MiddlewareHandler {
  const proxies = trustedProxySet(rate.trustedProxies);
  return rateLimit({
    window: new SlidingWindow(rate.perWindow, rate.windowSeconds * 1000, () => rate.now().getTime()),
    keyOf: (c: Context) => limitKey(clientAddress(c, proxies)),
    message: (wait) => `Too many ${rate.what} were sent from your network. Please try again in ${wait}.`,
  });
}
