import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { countContent } from '../../server/repositories/counts';
import { apiPaths } from '../../src/contract/paths';
import { freshSchema, POSTGRES_URL, urlWithSchema } from './support/databases';
import { tempDir } from './support/files';
import { fixture } from './support/fixture';
import { jsonPost, validEnquiry } from './support/forms';
import { removedAfterThisBlock } from './support/lifecycle';
import { testServerForThisBlock } from './support/server';

/**
 * The PostgreSQL gate. With TEST_DATABASE_URL the data-layer, seeding and idempotency suites run
 * against PostgreSQL as well (see support/databases.ts) and this file starts a whole server on it.
 * In CI without it, a test fails: the PostgreSQL path must not go untested there.
 */
if (POSTGRES_URL) {
  const url = POSTGRES_URL;
  describe('a server with DATABASE_URL on PostgreSQL', () => {
    let drop: (() => Promise<void>) | undefined;
    const scratch = removedAfterThisBlock(tempDir('pg-server'));
    // Registered before the server, so it runs after the server is closed.
    afterAll(async () => {
      await drop?.();
    });
    const s = testServerForThisBlock(async () => {
      const schema = await freshSchema(url);
      drop = schema.drop;
      return { databaseUrl: urlWithSchema(url, schema.schema), dataDir: join(scratch.dir, 'unused') };
    });

    it('migrates and seeds PostgreSQL, not SQLite', async () => {
      expect(s.server.db.dialect).toBe('postgres');
      expect(await countContent(s.server.db.kysely)).toEqual({
        jobs: fixture.jobs.length,
        companies: fixture.companies.length,
        articles: fixture.articles.length,
      });
      const res = await fetch(`${s.server.url}${apiPaths.jobs}/2`);
      expect(((await res.json()) as { headings: string }).headings).toBe(fixture.jobs[1]?.headings);
    });

    it('stores submissions in PostgreSQL', async () => {
      const res = await fetch(`${s.server.url}${apiPaths.enquiry}`, jsonPost(validEnquiry, 'pg-key-1'));
      expect(res.status).toBe(201);
      const row = await s.server.db.kysely.selectFrom('enquiries').selectAll().executeTakeFirstOrThrow();
      expect(row.email).toBe(validEnquiry.email);
    });
  });
} else if (process.env.CI) {
  it('PostgreSQL is required in CI: set TEST_DATABASE_URL (e.g. postgres://user:password@127.0.0.1:5432/db)', () => {
    expect.fail('PostgreSQL is required in CI, but TEST_DATABASE_URL is not set, so the PostgreSQL tests cannot run.');
  });
} else {
  console.log('PostgreSQL server tests skipped: TEST_DATABASE_URL is not set (SQLite only).');
  // vitest fails a file without tests; this one checks the gate itself.
  it('runs the data-layer suites on SQLite only when TEST_DATABASE_URL is unset', async () => {
    const { testDatabases } = await import('./support/databases');
    expect(testDatabases.map((d) => d.name)).toEqual(['sqlite']);
  });
}
