import { join } from 'node:path';

import type { Hono } from 'hono';

import type { AppDeps } from '../../../server/app';
import { createApp } from '../../../server/app';
import type { RequestGuards } from '../../../server/config';
import type { Db } from '../../../server/db/connect';
import { AnswerCache } from '../../../server/http/answerCache';
import type { Logger } from '../../../server/http/logger';
import { silentLogger } from '../../../server/http/logger';
import { PageCache } from '../../../server/pages/pageCache';
import type { ResumeChecks } from '../../../server/resumeChecks/pool';
import type { VitalsSettings } from '../../../server/routes/vitals';
import type { SeedData } from '../../../server/seed/seed';
import { seedIfEmpty } from '../../../server/seed/seed';
import { IdempotentWrites } from '../../../server/writes/idempotentWrites';
import { DEFAULT_RESUME_MAX_BYTES } from '../../../src/domain/resume';
import type { TestDatabase } from './databases';
import { sqliteDatabase } from './databases';
import { tempDir } from './files';
import { fixture } from './fixture';
import { GENEROUS_GUARDS } from './guards';
import type { OptionsForThisBlock } from './lifecycle';
import { openedForEachTest, openedForThisBlock, resolveOptions } from './lifecycle';

export interface TestApp {
  app: Hono;
  db: Db;
  answers: AnswerCache;
  pages: PageCache;
  writes: IdempotentWrites;
  request(path: string, init?: RequestInit): Promise<Response>;
  dispose(): Promise<void>;
}

export interface TestAppOptions {
  database?: TestDatabase;
  seed?: SeedData | null;
  /** Default: a folder that does not exist (no build). */
  distDir?: string;
  uploadsDir?: string;
  clientAddress?: AppDeps['clientAddress'];
  resumeMaxBytes?: number;
  logger?: Logger;
  /** Default: a PageCache with its default limits. */
  pages?: PageCache;
  now?: () => Date;
  /** Default: GENEROUS_GUARDS, so tests that send many forms are not rate limited. */
  guards?: RequestGuards;
  /** Default: a pool with the default limits (threads start at the first resume). The test closes its own. */
  resumeChecks?: ResumeChecks;
  /** Default: every valid beacon kept. */
  vitals?: VitalsSettings;
}

/** The real app on a real, migrated database (SQLite by default) seeded with the fixture. */
export async function openTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? sqliteDatabase;
  const opened = await database.open();
  const scratch = tempDir('app');
  const db = opened.db;
  if (options.seed !== null) await seedIfEmpty(db, options.seed ?? fixture);
  const logger = options.logger ?? silentLogger;
  const answers = new AnswerCache();
  const pages = options.pages ?? new PageCache();
  const writes = new IdempotentWrites(db, logger, options.now);
  const app = createApp({
    db,
    resumeMaxBytes: options.resumeMaxBytes ?? DEFAULT_RESUME_MAX_BYTES,
    distDir: options.distDir ?? join(scratch.dir, 'no-dist'),
    uploadsDir: options.uploadsDir ?? join(scratch.dir, 'no-uploads'),
    clientAddress: options.clientAddress,
    logger,
    answers,
    pages,
    writes,
    now: options.now,
    guards: options.guards ?? GENEROUS_GUARDS,
    resumeChecks: options.resumeChecks,
    vitals: options.vitals,
  });
  return {
    app,
    db,
    answers,
    pages,
    writes,
    request: async (path, init) => app.request(path, init),
    async dispose() {
      await opened.dispose();
      scratch.remove();
    },
  };
}

/**
 * The app of a describe block (or of a file, called at its top): opened before its tests, disposed
 * after them. `options` may be a function, called in beforeAll, when they depend on earlier hooks.
 */
export function testAppForThisBlock(options: OptionsForThisBlock<TestAppOptions> = {}): TestApp {
  return openedForThisBlock(
    'testAppForThisBlock()',
    async () => openTestApp(await resolveOptions(options)),
    (t) => t.dispose(),
  );
}

/** The same, opened afresh for each test (beforeEach) and disposed after it: tests that change its data. */
export function testAppForEachTest(options: OptionsForThisBlock<TestAppOptions> = {}): TestApp {
  return openedForEachTest(
    'testAppForEachTest()',
    async () => openTestApp(await resolveOptions(options)),
    (t) => t.dispose(),
  );
}
