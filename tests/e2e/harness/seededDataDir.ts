import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openDb } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrations';
import { seedIfEmpty } from '../../../server/seed/seed';

/**
 * A new data folder whose SQLite database holds the demo content as seeded on `day`: the demo's
 * application dates are counted from the seed day (server/seed/seedDays.ts), so a server started
 * on it shows the same dates whatever day the test runs (a fixed past day: every demo job closed),
 * or a board as it looks some days after seeding. Pass it to startExtraServer({ dataDir }), and
 * remove it afterwards (the server does not own it).
 */
export async function dataDirSeededOn(day: Date): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sr-jobs-e2e-seeded-'));
  const db = openDb({ kind: 'sqlite', dataDir });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, undefined, day);
  } finally {
    await db.close();
  }
  return dataDir;
}
