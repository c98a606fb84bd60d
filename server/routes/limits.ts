import { Hono } from 'hono';
import type { LimitsDto } from '../../src/contract/limits';
import { apiPaths } from '../../src/contract/paths';
import { prepareJson, sendPrepared } from '../http/preparedBody';

/** Like the content answers: revalidated every time (a restart may change the limit), cheap thanks to the ETag. */
const LIMITS_CACHE_CONTROL = 'no-cache';

/** GET limits: what this server enforces, from its configuration, so the forms check the same. */
export function limitsRoutes(limits: LimitsDto): Hono {
  const body = prepareJson(limits);
  const app = new Hono();
  app.get(apiPaths.limits, (c) => sendPrepared(c, body, LIMITS_CACHE_CONTROL));
  return app;
}
