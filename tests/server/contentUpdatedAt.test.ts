import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import type { Db } from '../../server/db/connect';
import { openDb } from '../../server/db/connect';
import { migrateTo, migrateToLatest } from '../../server/db/migrations';
import { contentUpdateTimes, insertContent } from '../../server/repositories/contentWrites';
import { jobToRow } from '../../server/repositories/jobs';
import { seedIfEmpty } from '../../server/seed/seed';
import { freshSchema, POSTGRES_URL, urlWithSchema } from './support/databases';
import { tempDir } from './support/files';
import { fixture } from './support/fixture';

/** A database with no migrations run yet, on each engine the tests reach. */
const unmigrated: { name: string; open: () => Promise<{ db: Db; dispose: () => Promise<void> }> }[] = [
  {
    name: 'sqlite',
    async open() {
      const folder = tempDir('db');
      const db = openDb({ kind: 'sqlite', dataDir: folder.dir });
      return { db, dispose: async () => (await db.close(), folder.remove()) };
    },
  },
  ...(POSTGRES_URL
    ? [
        {
          name: 'postgres',
          async open() {
            const url = POSTGRES_URL ?? '';
            const { schema, drop } = await freshSchema(url);
            const db = openDb({ kind: 'postgres', url: urlWithSchema(url, schema) });
            return { db, dispose: async () => (await db.close(), await drop()) };
          },
        },
      ]
    : []),
];

describe.each(unmigrated)('updated_at of content on $name', (database) => {
  it('gives rows older than the column the migration time, and each later write its own time', async () => {
    const { db, dispose } = await database.open();
    try {
      await migrateTo(db, '003_applications_created_at');
      for (const table of ['jobs', 'companies', 'articles'] as const) {
        const values = {
          jobs: sql`('a.svg', 'Old job', 'Old Co', 'Chennai', NULL, NULL, '₹1', '2024-01-01', '2024-02-01', 'h', 'd', '[]')`,
          companies: sql`('a.svg', 'Old Co', 'Chennai', '2001', '10', '₹1', 'h', 'd', '[]')`,
          articles: sql`('a.svg', 'Old news', 'teaser', '2024-01-01', 'h', 'd', '[]', 'q')`,
        }[table];
        const columns = {
          jobs: sql`(image, title, company_name, location, job_type, experience, salary, start_date, end_date, main_heading, main_description, headings)`,
          companies: sql`(image, name, location, start_date, employee_count, net_worth, main_heading, main_description, headings)`,
          articles: sql`(image, title, teaser, date, main_heading, main_description, headings, quote)`,
        }[table];
        await sql`INSERT INTO ${sql.table(table)} ${columns} VALUES ${values}`.execute(db.kysely);
      }
      const before = new Date().toISOString();
      await migrateToLatest(db);
      const after = new Date().toISOString();
      for (const table of ['jobs', 'companies', 'articles'] as const) {
        const stamp = (await contentUpdateTimes(db.kysely, table))[0]?.updatedAt ?? '';
        expect(stamp >= before && stamp <= after, `${table}: ${stamp}`).toBe(true);
      }

      const job = fixture.jobs[0];
      if (!job) throw new Error('the fixture has jobs');
      const at = new Date('2030-01-02T03:04:05.000Z');
      const id = await insertContent(db.kysely, 'jobs', jobToRow(job), at);
      expect((await contentUpdateTimes(db.kysely, 'jobs')).find((s) => s.id === id)?.updatedAt).toBe(at.toISOString());
    } finally {
      await dispose();
    }
  });
});

describe('seeding', () => {
  it('stamps every seeded row with the seed time', async () => {
    const folder = tempDir('db');
    const db = openDb({ kind: 'sqlite', dataDir: folder.dir });
    try {
      await migrateToLatest(db);
      const at = new Date('2029-09-09T09:09:09.000Z');
      expect(await seedIfEmpty(db, fixture, at)).toBe(true);
      for (const table of ['jobs', 'companies', 'articles'] as const) {
        const stamps = await contentUpdateTimes(db.kysely, table);
        expect(stamps.length).toBe(fixture[table].length);
        expect(new Set(stamps.map((s) => s.updatedAt))).toEqual(new Set([at.toISOString()]));
      }
    } finally {
      await db.close();
      folder.remove();
    }
  });
});
