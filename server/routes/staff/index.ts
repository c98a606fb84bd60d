import { Hono } from 'hono';

import { STAFF_API_PREFIX } from '../../../src/contract/staff';
import { requireSameOrigin } from '../../guards/sameOrigin';
import { imageRoutes } from './images';
import { inboxRoutes } from './inbox';
import { publishingRoutes } from './publishing';
import type { StaffDeps, StaffEnv } from './requireStaff';
import { requireStaff } from './requireStaff';
import { loginRoutes, sessionRoutes } from './session';
import { speedRoutes } from './speed';

export type { StaffDeps } from './requireStaff';

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The staff API (docs/STAFF.md). In this order: no answer is ever stored by a cache; a
 * state-changing call from another site is refused (403); logging in is open; everything else
 * needs a live session (401).
 */
export function staffRoutes(deps: StaffDeps): Hono {
  const app = new Hono<StaffEnv>();
  const all = `${STAFF_API_PREFIX}/*`;
  app.use(all, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.on(STATE_CHANGING, all, requireSameOrigin());
  app.route('/', loginRoutes(deps));
  app.use(all, requireStaff(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', inboxRoutes(deps));
  app.route('/', publishingRoutes(deps));
  app.route('/', imageRoutes(deps));
  app.route('/', speedRoutes(deps));
  app.all(all, (c) => c.json({ message: 'There is no such staff API endpoint.' }, 404));
  return app as unknown as Hono;
}
