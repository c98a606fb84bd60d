import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';

import { createApp } from './app';
import type { ServerConfig } from './config';
import { watchContent } from './contentWatch';
import { prepareDatabase, prepareUntilDone } from './databaseStartup';
import type { Db } from './db/connect';
import { dbTargetFrom, openDb } from './db/connect';
import { Readiness } from './health/readiness';
import { AnswerCache } from './http/answerCache';
import { answerClientError } from './http/clientErrors';
import type { Logger } from './http/logger';
import { silentLogger } from './http/logger';
import { warmUpPages } from './pages/warmUp';
import { ResumeCheckPool } from './resumeChecks/pool';
import type { SeedData } from './seed/seed';
import { demoSeedDataOn } from './seed/seed';
import { IdempotentWrites } from './writes/idempotentWrites';

export interface StartOptions {
  logger?: Logger;
  /** What an empty database is seeded with when config.demoData is on; the demo data by default. */
  seedData?: SeedData;
}

export interface RunningServer {
  /** http://HOST:PORT with the port actually bound (PORT=0 picks a free one). */
  url: string;
  port: number;
  app: Hono;
  db: Db;
  answers: AnswerCache;
  writes: IdempotentWrites;
  readiness: Readiness;
  /** The resume checks' worker threads. */
  resumeChecks: ResumeCheckPool;
  /** Resolves true once the database is migrated and seeded (false if closed first). */
  prepared: Promise<boolean>;
  /**
   * Stops accepting, lets in-flight requests finish (config.shutdownGraceMs at most), then stops
   * the resume checks' threads and closes the database.
   */
  close(): Promise<void>;
}

/**
 * Serves the app on HOST:PORT, then opens the database (creating, migrating and seeding it when
 * empty). Resolves once the first attempt at the database is over: when it failed (the database
 * is down), the server keeps trying in the background, /readyz says 503 and every other request
 * gets 503 until it succeeds.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? silentLogger;
  const db = openDb(dbTargetFrom(config));
  let server: ReturnType<typeof createAdaptorServer> | undefined;
  const resumeChecks = new ResumeCheckPool({ ...config.resumeChecks, logger });
  try {
    const answers = new AnswerCache();
    const writes = new IdempotentWrites(db, logger);
    const readiness = new Readiness(db);
    const app = createApp({
      db,
      resumeMaxBytes: config.resumeMaxBytes,
      distDir: config.distDir,
      uploadsDir: config.uploadsDir,
      logger,
      answers,
      writes,
      guards: config.guards,
      resumeChecks,
      readiness,
      vitals: { sampleRate: config.vitalsSampleRate },
    });

    const listening = createAdaptorServer({ fetch: app.fetch, hostname: config.host });
    server = listening;
    if (listening instanceof Server) bound(listening, config.maxConnections, logger);
    const address = await new Promise<AddressInfo>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(config.port, config.host, () => {
        listening.off('error', reject);
        resolve(listening.address() as AddressInfo);
      });
    });
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${address.port}`;
    logger.info(`database: ${db.description}`);

    // The demo's application dates are counted from today, the day an empty database is seeded.
    const seedData = config.demoData ? (options.seedData ?? demoSeedDataOn(new Date())) : null;
    const preparation = prepareUntilDone(async () => {
      await prepareDatabase(db, seedData, writes, logger, config.imagesDir);
      readiness.markPrepared();
    }, logger);
    const prepared = preparation.done;
    await preparation.first;
    // Said once the first attempt is over (the probes answered before), so whoever waits for this
    // line finds the database ready when it was reachable.
    logger.info(`listening on ${url}`);
    // In the background: the server answers at once; a visitor during the warm-up waits for the
    // same bundle import rather than starting another.
    const warming = prepared.then((done) => (done ? warmUpPages(app, config.distDir, url, logger) : undefined));
    // Content written by another instance (or `npm run seed`) empties this one's caches too: once
    // the database is migrated, so its content version exists.
    const watching = prepared.then((done) =>
      done
        ? watchContent({
            db,
            databaseUrl: config.databaseUrl,
            answers,
            logger,
            checkEveryMs: config.contentCheckMs,
          })
        : undefined,
    );
    const graceMs = config.shutdownGraceMs;
    let closing: Promise<void> | undefined;
    // The start-up work and the warm-up use the database, so let them end (within the grace time) before closing it.
    const close = () =>
      (closing ??= (async () => {
        readiness.markStopping();
        preparation.stop();
        await (await watching)?.stop();
        await Promise.all([stopListening(listening, graceMs), settledWithin(warming, graceMs)]);
        // After the requests: a check still running now belongs to an upload whose connection was cut.
        await resumeChecks.close();
        await db.close();
      })());
    return { url, port: address.port, app, db, answers, writes, readiness, resumeChecks, prepared, close };
  } catch (err) {
    server?.close();
    await resumeChecks.close();
    await db.close();
    throw err;
  }
}

/** Resolves when `work` settles or after `ms`, whichever is first. */
async function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}

/** Headers must arrive within this (slow-loris); Node's default is a minute. */
const HEADERS_TIMEOUT_MS = 20_000;
/**
 * A whole request, body included, must arrive within this. A stalled body is cut sooner (30 s
 * without progress, bodies/readBody.ts); this bounds one that trickles. 5 MB at 256 kbit/s takes 160 s.
 */
const REQUEST_TIMEOUT_MS = 180_000;
/** An idle keep-alive connection is closed after this (Node's default). */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Limits on the connections themselves, and JSON answers to what Node's HTTP parser refuses. */
function bound(server: Server, maxConnections: number, logger: Logger): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = maxConnections;
  server.on('clientError', (err: Error, socket) => answerClientError(err, socket, logger));
}

/** Stops accepting at once, lets requests in flight finish for up to `graceMs`, then cuts what is left. */
async function stopListening(server: ReturnType<typeof createAdaptorServer>, graceMs: number): Promise<void> {
  await new Promise<void>((resolve) => {
    // Stop accepting. Idle keep-alive connections close now; a busy one becomes idle after its
    // answer, so keep closing idle ones until none is left (else each would linger for its timeout).
    const sweep = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 50);
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
