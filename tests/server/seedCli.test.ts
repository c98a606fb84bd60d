import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { openDb } from '../../server/db/connect';
import { countContent } from '../../server/repositories/counts';
import { listJobs } from '../../server/repositories/jobs';
import { demoArticles, demoCompanies, demoJobs } from '../../server/seed/demoData';
import { tempDir } from './support/files';
import { runScript } from './support/process';

describe('npm run seed (server/seed/cli.ts)', () => {
  const scratch = tempDir('seed-cli');
  const dataDir = join(scratch.dir, 'data');
  afterAll(() => scratch.remove());

  const seed = async (...args: string[]) => {
    const run = runScript('server/seed/cli.ts', { DATA_DIR: dataDir }, args);
    const { code } = await run.exited;
    return { code, output: run.output() };
  };
  const contents = async () => {
    const db = openDb({ kind: 'sqlite', dataDir });
    try {
      return { counts: await countContent(db.kysely), jobs: await listJobs(db.kysely) };
    } finally {
      await db.close();
    }
  };

  it('fills a new database with the demo content plus the generated jobs, and says so', async () => {
    const { code, output } = await seed('--jobs', '120');
    expect(code).toBe(0);
    expect(output).toContain('It was empty: seeded the demo content first.');
    expect(output).toContain('Added 120 generated jobs');
    const { counts } = await contents();
    expect(counts).toEqual({ jobs: demoJobs.length + 120, companies: demoCompanies.length, articles: demoArticles.length });
  });

  it('with --reset leaves exactly the generated jobs, numbered from 1', async () => {
    const { code, output } = await seed('--jobs', '300', '--reset');
    expect(code).toBe(0);
    expect(output).toContain(`Removed ${demoJobs.length + 120} jobs.`);
    expect(output).toContain('It now holds 300 jobs');
    const { counts, jobs } = await contents();
    expect(counts.jobs).toBe(300);
    expect(jobs[0]?.id).toBe(1);
    expect(jobs.at(-1)?.id).toBe(300);
    expect(counts.companies).toBe(demoCompanies.length);
  });

  it('refuses a missing or bad --jobs with the usage', async () => {
    for (const args of [[], ['--jobs', 'many']]) {
      const { code, output } = await seed(...args);
      expect(code).toBe(1);
      expect(output).toContain('Usage: npm run seed -- --jobs <count>');
    }
  });
});
