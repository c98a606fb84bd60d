import type { Spawned } from './process';
import { runScript } from './process';

/**
 * `npm run serve` (server/main.ts) as a process of its own, on a free port of 127.0.0.1, with `env`
 * on top (DATA_DIR, DATABASE_URL, DIST_DIR, ...): the one way the server's tests start a real
 * server process. The caller stops it (SIGTERM, then `exited`).
 */
export function serverProcess(env: Record<string, string>): Spawned {
  return runScript('server/main.ts', { PORT: '0', HOST: '127.0.0.1', ...env });
}

/** The URL `run` says it listens on, once it says so. */
export async function listeningUrl(run: Spawned): Promise<string> {
  const [, url = ''] = await run.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
  return url;
}
