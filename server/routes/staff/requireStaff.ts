import type { Context, MiddlewareHandler } from 'hono';

import type { Db } from '../../db/connect';
import type { AnswerCache } from '../../http/answerCache';
import { errorResponse } from '../../http/errors';
import { clearSessionCookie, sessionToken } from '../../staff/sessionCookie';
import type { StaffIdentity } from '../../staff/sessions';
import { resumeSession } from '../../staff/sessions';

/** What the staff routes need from the app. */
export interface StaffDeps {
  db: Db;
  answers: AnswerCache;
  now: () => Date;
  /** The client's address, for the log-in lockout. */
  clientAddress: (c: Context) => string;
}

export interface StaffEnv {
  Variables: { staff: StaffIdentity };
}

export const NOT_SIGNED_IN_MESSAGE = 'Please log in to the staff console.';

/** 401 JSON unless the request carries a live session; the staff member is then `c.var.staff`. */
export function requireStaff(deps: StaffDeps): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = sessionToken(c);
    const staff = token ? await resumeSession(deps.db.kysely, token, deps.now()) : null;
    if (!staff) {
      if (token) clearSessionCookie(c);
      return errorResponse(c, 401, { message: NOT_SIGNED_IN_MESSAGE });
    }
    c.set('staff', staff);
    await next();
  };
}
