import type { Context } from 'hono';
import { Hono } from 'hono';

import { staffPaths, type StaffSessionDto } from '../../../src/contract/staff';
import { loginSchema } from '../../../src/domain/staffAuth';
import { fieldErrors } from '../../../src/domain/submissions';
import { limitBody } from '../../bodies/bodyLimit';
import { readJson } from '../../bodies/readBody';
import { limitKey } from '../../guards/clientAddress';
import { requireMediaType } from '../../guards/mediaType';
import { ApiError, invalidFields } from '../../http/errors';
import { findStaffUserByEmail } from '../../repositories/staffUsers';
import { recognisedDevice, setDeviceCookie } from '../../staff/deviceCookie';
import { attemptKeys, Lockout } from '../../staff/lockout';
import { dummyHash, verifyPassword } from '../../staff/passwords';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../staff/sessionCookie';
import { endSession, startSession } from '../../staff/sessions';
import type { StaffDeps, StaffEnv } from './requireStaff';

/** One message for an unknown email and a wrong password: the answer tells a guesser nothing. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password is not right.';
export const LOCKED_MESSAGE = 'Too many failed log-ins. Please wait and try again.';

/** POST session: log in. Open to anyone (no session yet). */
export function loginRoutes(deps: StaffDeps): Hono {
  const app = new Hono();
  const lockout = new Lockout(deps.db);
  app.post(
    staffPaths.session,
    requireMediaType('application/json', 'Send the log-in as JSON (Content-Type: application/json).'),
    limitBody(8 * 1024, 'The log-in request is too large.'),
    async (c) => {
      const parsed = loginSchema.safeParse(await readJson(c));
      if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
      const { email, password } = parsed.data;
      const db = deps.db.kysely;
      const user = await findStaffUserByEmail(db, email);
      // A browser this account logged in from before is counted on its own (lockout.ts says why).
      const device = user ? recognisedDevice(c, user.email, user.passwordHash) : null;
      const keys = attemptKeys(email, limitKey(deps.clientAddress(c)), device);
      const at = deps.now();
      // Counted as a failure before the password is checked (lockout.ts says why), given back if right.
      const wait = await lockout.reserve(keys, at);
      if (wait > 0) throw new ApiError(429, LOCKED_MESSAGE, undefined, { 'Retry-After': String(wait) });

      // Hash the password even for an unknown email, so the two refusals take the same time.
      const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !matches) throw new ApiError(401, WRONG_CREDENTIALS_MESSAGE);
      await lockout.succeeded(keys, at);
      setSessionCookie(c, await startSession(db, user.id, deps.now()));
      setDeviceCookie(c, user.email, user.passwordHash);
      return c.json<StaffSessionDto>({ email: user.email });
    },
  );
  return app;
}

/** GET session: who is logged in; DELETE session: log out. Behind requireStaff. */
export function sessionRoutes(deps: StaffDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  app.get(staffPaths.session, (c) => c.json<StaffSessionDto>({ email: c.var.staff.email }));
  app.delete(staffPaths.session, async (c: Context<StaffEnv>) => {
    const token = sessionToken(c);
    if (token) await endSession(deps.db.kysely, token);
    clearSessionCookie(c);
    return c.body(null, 204);
  });
  return app;
}
