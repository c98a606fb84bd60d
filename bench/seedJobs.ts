import { spawn } from 'node:child_process';
import { once } from 'node:events';

import { REPO_ROOT } from '../tests/e2e/harness/paths';

/**
 * `npm run seed -- --jobs N --reset` against `dataDir` (SQLite, whatever DATABASE_URL says): the
 * demo companies and articles and exactly N generated jobs, as the benchmarks measure at.
 */
export async function seedJobs(dataDir: string, jobs: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--jobs', String(jobs), '--reset'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the seed CLI failed (code ${code})`);
}
