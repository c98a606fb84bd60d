import { Hono } from 'hono';

import { apiPaths } from '../../src/contract/paths';
import type { RequestGuards } from '../config';
import type { Db } from '../db/connect';
import { clientAddress, limitKey, trustedProxySet } from '../http/clientAddress';
import type { IdempotentWrites } from '../http/idempotency';
import { markReplay } from '../http/idempotency';
import { rateLimit, SlidingWindow } from '../http/rateLimit';
import { resumeQuota } from '../http/resumeQuota';
import { requireSameOrigin } from '../http/sameOrigin';
import { uploadSlots } from '../http/uploadSlots';

export interface PublicPostDeps {
  db: Db;
  writes: IdempotentWrites;
  guards: RequestGuards;
  now: () => Date;
}

/**
 * What runs before the two public POSTs (enquiry.ts, application.ts), all before the body is read:
 * another site's page (403), too many uploads at once (503; before the rate limit, so a client
 * turned away for our load keeps its count), a client over its rate (429), the day's resume quota
 * (429). Mounted ahead of the routes in app.ts.
 */
export function publicPostGuards(deps: PublicPostDeps): Hono {
  const { guards } = deps;
  const proxies = trustedProxySet(guards.trustedProxies);
  const keyOf = (c: Parameters<typeof clientAddress>[0]) => limitKey(clientAddress(c, proxies));
  const windowMs = guards.windowSeconds * 1000;
  const nowMs = () => deps.now().getTime();

  const perClient = (perWindow: number, what: string) =>
    rateLimit({
      window: new SlidingWindow(perWindow, windowMs, nowMs),
      keyOf,
      message: (wait) => `Too many ${what} were sent from your network. Please try again in ${wait}.`,
    });

  const app = new Hono();
  app.post(
    apiPaths.enquiry,
    requireSameOrigin(),
    markReplay(deps.writes, apiPaths.enquiry),
    perClient(guards.enquiriesPerWindow, 'enquiries'),
  );
  app.post(
    apiPaths.application,
    requireSameOrigin(),
    markReplay(deps.writes, apiPaths.application),
    uploadSlots(guards.concurrentUploads),
    perClient(guards.applicationsPerWindow, 'applications'),
    resumeQuota(deps.db, guards.resumeBytesPerDay, deps.now),
  );
  return app;
}
