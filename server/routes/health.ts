import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';

import type { Readiness } from '../health/readiness';
import { errorResponse } from '../http/errors';

/** The load balancer's probes; not under /api: they are about this process, not the site's data. */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** A probe's answer must be this instance's state now: never stored by a proxy or the browser. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /healthz: 200 while the process answers at all (a liveness probe: restart it if not).
 * GET /readyz: 200 when this instance can serve the site, else 503 with the reason, e.g.
 * `{"status":"unready","reason":"database unreachable"}` (take it out of rotation, not restart it).
 */
export function healthRoutes(readiness: Readiness): Hono {
  const app = new Hono();
  app.get(HEALTH_PATH, (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get(READY_PATH, async (c) => {
    const reason = await readiness.notReadyReason();
    return reason === null ? c.json({ status: 'ready' }, 200, NO_STORE) : c.json({ status: 'unready', reason }, 503, NO_STORE);
  });
  return app;
}

/** Before the start-up work is done, every other request gets 503: the tables may not exist yet. */
export function untilPrepared(readiness: Readiness): MiddlewareHandler {
  return async (c, next) => {
    if (readiness.isPrepared) return next();
    return errorResponse(
      c,
      503,
      { message: 'The site is starting. Please try again in a few seconds.' },
      {
        'Retry-After': '5',
        ...NO_STORE,
      },
    );
  };
}
