import { parseArgs } from 'node:util';

import { ConfigError, loadConfig } from '../config';
import { dbTargetFrom, openDb } from '../db/connect';
import { migrateToLatest } from '../db/migrations';
import { countContent } from '../repositories/counts';
import { deleteAllJobs, insertJobs } from '../repositories/jobs';
import { generateJobs } from './generate';
import { seedIfEmpty } from './seed';

/**
 * `npm run seed -- --jobs 5000 [--reset] [--seed 42]`: fills the server's database (DATA_DIR's
 * SQLite file, or DATABASE_URL) with generated jobs for performance work. An empty database first
 * gets the demo content; --reset removes every job first, so the database then holds exactly
 * --jobs jobs. A running server keeps serving its cached answers: restart it afterwards.
 */
const USAGE = 'Usage: npm run seed -- --jobs <count> [--reset] [--seed <number>]';

function wholeNumber(name: string, raw: string | undefined, fallback?: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  if (raw === undefined || !/^\d+$/.test(raw)) throw new ConfigError(`--${name} must be a whole number. ${USAGE}`);
  return Number(raw);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      reset: { type: 'boolean', default: false },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = wholeNumber('jobs', values.jobs);
  const seed = wholeNumber('seed', values.seed, 1);
  const db = openDb(dbTargetFrom(loadConfig()));
  try {
    await migrateToLatest(db);
    const seeded = await seedIfEmpty(db);
    const removed = await db.kysely.transaction().execute(async (trx) => {
      const deleted = values.reset ? await deleteAllJobs(trx, db.dialect) : 0;
      await insertJobs(trx, generateJobs(count, seed), new Date());
      return deleted;
    });
    const now = await countContent(db.kysely);
    console.log(
      [
        `Database: ${db.description}`,
        seeded ? 'It was empty: seeded the demo content first.' : undefined,
        values.reset ? `Removed ${removed} jobs.` : undefined,
        `Added ${count} generated jobs (seed ${seed}).`,
        `It now holds ${now.jobs} jobs, ${now.companies} companies and ${now.articles} articles.`,
        'Restart a running server to serve the new data.',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
