import type { Context } from 'hono';
import { Hono } from 'hono';

import { UPLOADS_PREFIX } from '../src/contract/paths';
import type { RequestGuards } from './config';
import { DEFAULT_RESUME_CHECK_LIMITS } from './config';
import type { Db } from './db/connect';
import { clientAddress, trustedProxySet } from './guards/clientAddress';
import { forwardedScheme } from './guards/forwardedScheme';
import { Readiness } from './health/readiness';
import { AnswerCache } from './http/answerCache';
import { requestSettings } from './http/context';
import { errorHandler, errorResponse } from './http/errors';
import type { Logger } from './http/logger';
import { requestLog, silentLogger } from './http/logger';
import { securityHeaders } from './http/security';
import { uploadsHandler } from './images/uploadsHandler';
import { distHandler } from './pages/distHandler';
import { PageCache } from './pages/pageCache';
import { pageRenderer } from './pages/pageRenderer';
import type { ResumeChecks } from './resumeChecks/pool';
import { ResumeCheckPool } from './resumeChecks/pool';
import { applicationRoutes } from './routes/application';
import { contentRoutes } from './routes/content';
import { crawlerRoutes } from './routes/crawlers';
import { enquiryRoutes } from './routes/enquiry';
import { healthRoutes, untilPrepared } from './routes/health';
import { limitsRoutes } from './routes/limits';
import { offlineCopyRoutes } from './routes/offlineCopy';
import { staffRoutes } from './routes/staff';
import { unmatchedRoutes } from './routes/unmatchedRoutes';
import type { VitalsSettings } from './routes/vitals';
import { vitalsRoutes } from './routes/vitals';
import { IdempotentWrites } from './writes/idempotentWrites';

export interface AppDeps {
  db: Db;
  resumeMaxBytes: number;
  distDir: string;
  uploadsDir: string;
  /** The client's address (the staff log-in lockout counts by it); by default the public POSTs' rule (guards/clientAddress.ts). */
  clientAddress?: (c: Context) => string;
  /** Silent when omitted (tests); the server passes a console logger. */
  logger?: Logger;
  /** The GET answer cache; pass one to invalidate it after changing content. */
  answers?: AnswerCache;
  /** The rendered pages kept in memory; pass one to choose its limits or look at it. */
  pages?: PageCache;
  /** Idempotent POST writes; pass one to purge keys or control its clock. */
  writes?: IdempotentWrites;
  now?: () => Date;
  /** Rate limits, quotas and origins of the public POSTs (config.ts: DEFAULT_GUARDS and the environment). */
  guards: RequestGuards;
  /**
   * Where resumes' content is checked; the caller closes it. By default a pool with the default
   * limits, whose threads start at the first resume and do not keep the process alive.
   */
  resumeChecks?: ResumeChecks;
  /** What /readyz reports; by default the database is taken as prepared (an app made on a migrated database). */
  readiness?: Readiness;
  /** Real visits' Core Web Vitals (VITALS_SAMPLE_RATE); every valid beacon is kept when omitted. */
  vitals?: VitalsSettings;
}

/** The whole HTTP app: API, uploads and the built web app, on one origin. */
export function createApp(deps: AppDeps): Hono {
  const logger = deps.logger ?? silentLogger;
  const now = deps.now ?? (() => new Date());
  const answers = deps.answers ?? new AnswerCache();
  const writes = deps.writes ?? new IdempotentWrites(deps.db, logger, now);
  // Pages are rendered from the API's answers only: when those change, so do the pages.
  const pages = deps.pages ?? new PageCache();
  answers.onInvalidate(() => pages.clear());

  const readiness = deps.readiness ?? new Readiness(deps.db, { prepared: true });
  const resumeChecks = deps.resumeChecks ?? new ResumeCheckPool({ ...DEFAULT_RESUME_CHECK_LIMITS, logger });

  const app = new Hono();
  app.onError(errorHandler(logger));
  app.notFound((c) => errorResponse(c, 404, { message: 'The page or resource was not found.' }));
  // First, so the probes (every few seconds from each load balancer) skip the request log, the
  // caches and the guards: they are never logged, stored or counted, and answer during start-up.
  app.route('/', healthRoutes(readiness));
  app.use(requestLog(logger));
  app.use(untilPrepared(readiness));
  app.use(securityHeaders());
  app.use(requestSettings({ bodyIdleMs: deps.guards.bodyIdleSeconds * 1000, allowedOrigins: deps.guards.allowedOrigins }));
  const proxies = trustedProxySet(deps.guards.trustedProxies);
  app.use(forwardedScheme(proxies));

  const unmatched = unmatchedRoutes();
  app.route('/', contentRoutes(deps.db, answers));
  app.route('/', offlineCopyRoutes(deps.db, answers));
  app.route('/', crawlerRoutes(deps.db, answers));
  app.route('/', enquiryRoutes({ db: deps.db, writes, guards: deps.guards, now }));
  app.route(
    '/',
    applicationRoutes({ db: deps.db, writes, guards: deps.guards, resumeMaxBytes: deps.resumeMaxBytes, resumeChecks, now }),
  );
  app.route('/', limitsRoutes({ resumeMaxBytes: deps.resumeMaxBytes }));
  app.route('/', vitalsRoutes({ db: deps.db, guards: deps.guards, vitals: deps.vitals ?? { sampleRate: 1 }, now }));
  const staffClientAddress = deps.clientAddress ?? ((c: Context) => clientAddress(c, proxies));
  app.route('/', staffRoutes({ db: deps.db, answers, now, clientAddress: staffClientAddress }));
  app.route('/', unmatched.api);

  app.get(`${UPLOADS_PREFIX}/*`, uploadsHandler(deps.uploadsDir, deps.db));
  // Pages are rendered with the API answered in-process: no network hop, the same answer cache.
  const apiFetch = async (url: string, init?: RequestInit) => (url.startsWith('/') ? app.request(url, init) : fetch(url, init));
  app.get(
    '*',
    distHandler(
      deps.distDir,
      pageRenderer(deps.distDir, apiFetch, logger, () => readiness.markRenderLoaded()),
      pages,
    ),
  );
  app.route('/', unmatched.site);
  return app;
}
