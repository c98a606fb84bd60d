import type { Context } from 'hono';
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { API_PREFIX, UPLOADS_PREFIX } from '../src/contract/paths';
import type { Db } from './db/connect';
import { applicationRoutes } from './routes/application';
import { contentRoutes } from './routes/content';
import { enquiryRoutes } from './routes/enquiry';
import { limitsRoutes } from './routes/limits';
import { staffRoutes } from './routes/staff';
import { errorHandler, errorResponse } from './http/errors';
import { AnswerCache } from './http/etagCache';
import { IdempotentWrites } from './http/idempotency';
import type { Logger } from './http/logger';
import { requestLog, silentLogger } from './http/logger';
import { securityHeaders } from './http/security';
import { distHandler } from './http/static';
import { uploadsHandler } from './http/uploads';

export interface AppDeps {
  db: Db;
  resumeMaxBytes: number;
  distDir: string;
  uploadsDir: string;
  /** Where uploaded images are stored (under DATA_DIR) and served from, beside uploadsDir's. */
  imagesDir: string;
  /** The client's address (the staff log-in lockout counts by it); the socket's peer by default. */
  clientAddress?: (c: Context) => string;
  /** Silent when omitted (tests); the server passes a console logger. */
  logger?: Logger;
  /** The GET answer cache; pass one to invalidate it after changing content. */
  answers?: AnswerCache;
  /** Idempotent POST writes; pass one to purge keys or control its clock. */
  writes?: IdempotentWrites;
  now?: () => Date;
}

/** The peer of the connection; "unknown" when there is none (app.request in tests). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The whole HTTP app: API, uploads and the built web app, on one origin. */
export function createApp(deps: AppDeps): Hono {
  const logger = deps.logger ?? silentLogger;
  const now = deps.now ?? (() => new Date());
  const answers = deps.answers ?? new AnswerCache();
  const writes = deps.writes ?? new IdempotentWrites(deps.db, logger, now);

  const app = new Hono();
  app.onError(errorHandler(logger));
  app.notFound((c) => errorResponse(c, 404, { message: 'The page or resource was not found.' }));
  app.use(requestLog(logger));
  app.use(securityHeaders());

  app.route('/', contentRoutes(deps.db, answers));
  app.route('/', enquiryRoutes(writes, now));
  app.route('/', applicationRoutes(writes, deps.resumeMaxBytes, now));
  app.route('/', limitsRoutes({ resumeMaxBytes: deps.resumeMaxBytes }));
  app.route('/', staffRoutes({ db: deps.db, answers, imagesDir: deps.imagesDir, now, clientAddress: deps.clientAddress ?? socketAddress }));
  app.all(`${API_PREFIX}/*`, (c) => errorResponse(c, 404, { message: 'There is no such API endpoint.' }));

  app.get(`${UPLOADS_PREFIX}/*`, uploadsHandler(deps.uploadsDir, deps.imagesDir));
  app.get('*', distHandler(deps.distDir));
  return app;
}
