import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { SQLITE_FILE_NAME } from '../../server/db/connect';
import { demoJobs } from '../../server/seed/demoData';
import { apiPaths, uploadUrl } from '../../src/contract/paths';
import { tempDir } from './support/files';
import { runScript } from './support/process';

describe('npm run serve (server/main.ts)', () => {
  const scratch = tempDir('main');
  afterAll(() => scratch.remove());

  it('starts one process on PORT, seeds the demo data, logs requests and stops cleanly on SIGTERM', async () => {
    const dataDir = join(scratch.dir, 'data');
    const run = runScript('server/main.ts', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: join(scratch.dir, 'dist'),
    });
    try {
      const [, url] = await run.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      expect(existsSync(join(dataDir, SQLITE_FILE_NAME))).toBe(true);
      const jobs = (await (await fetch(`${url}${apiPaths.jobs}`)).json()) as unknown[];
      expect(jobs).toHaveLength(demoJobs.length);
      const image = await fetch(`${url}${uploadUrl(demoJobs[0]?.image ?? '')}`);
      expect(image.status).toBe(200);
      await run.waitFor(new RegExp(`GET ${apiPaths.jobs} 200 \\d+\\.\\dms`));
      run.child.kill('SIGTERM');
      expect(await run.exited).toEqual({ code: 0, signal: null });
      expect(run.output()).toMatch(/stopped/);
    } finally {
      run.child.kill('SIGKILL');
    }
  });

  it('exits 1 with a clear message for a bad setting', async () => {
    const run = runScript('server/main.ts', { PORT: 'eighty', DATA_DIR: join(scratch.dir, 'bad') });
    expect((await run.exited).code).toBe(1);
    expect(run.output()).toContain('Configuration error: PORT must be a whole number from 0 to 65535, got "eighty"');
  });
});
