import { Hono } from 'hono';

import type { LimitsDto } from '../../src/contract/limits';
import { apiPaths } from '../../src/contract/paths';
import { API_CACHE_CONTROL, prepareJson, sendPrepared } from '../http/preparedBody';

/** GET limits: what this server enforces, from its configuration, so the forms check the same. */
export function limitsRoutes(limits: LimitsDto): Hono {
  const body = prepareJson(limits);
  const app = new Hono();
  app.get(apiPaths.limits, async (c) => sendPrepared(c, await body, API_CACHE_CONTROL));
  return app;
}
