import { join } from 'node:path';

import { tempDir } from './files';
import { runScript, type Spawned } from './process';

/** One real server process (`server/main.ts`) of several on one database. */
export interface Instance {
  url: string;
  run: Spawned;
  dataDir: string;
}

export interface Instances {
  list: Instance[];
  stop(): Promise<void>;
}

/**
 * Starts `count` real server processes on one PostgreSQL database, as separate machines would run
 * them: each on its own free port with its own DATA_DIR (nothing shared but the database). All at
 * once, so their start-ups race as they would after a deploy.
 */
export async function startInstances(count: number, env: Record<string, string>): Promise<Instances> {
  const scratch = tempDir('instances');
  const runs = Array.from({ length: count }, (_, i) => {
    const dataDir = join(scratch.dir, `data-${i}`);
    return { dataDir, run: runScript('server/main.ts', { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env }) };
  });
  const stop = async () => {
    for (const { run } of runs) run.child.kill('SIGTERM');
    await Promise.all(runs.map(({ run }) => run.exited));
    scratch.remove();
  };
  try {
    const list = await Promise.all(
      runs.map(async ({ run, dataDir }) => {
        const [, url = ''] = await run.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
        return { url, run, dataDir };
      }),
    );
    return { list, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
