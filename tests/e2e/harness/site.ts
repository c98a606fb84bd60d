import { afterAll, inject } from 'vitest';

import { type ServerInstance, type ServerOptions, startServer } from './server';

/** How long a file's server may take to start: the files start theirs side by side on a loaded machine. */
const SITE_START_TIMEOUT_MS = 120_000;

/**
 * The one place a browser-test file gets its site: a real server of this run's build, of its own
 * (own port, own copy of the freshly seeded data), started when the file is loaded and stopped
 * after its last test. Files run side by side, so none may see another's submissions, accounts or
 * saved state; within a file, tests still share the site: tell their rows apart (uniqueEmail) or
 * compare with what the API answers. Call it once, at the top of the file:
 *
 *   const { baseURL, dataDir } = await siteForThisFile();
 *
 * `env` as for startServer (e.g. `{ RESUME_MAX_BYTES: '1000' }`). A test that stops and restarts
 * a server uses startExtraServer() instead, so the file's other tests keep theirs.
 */
export async function siteForThisFile(env?: Record<string, string>): Promise<ServerInstance> {
  const site = await startServer(siteOptions({ env, startTimeoutMs: SITE_START_TIMEOUT_MS }));
  afterAll(() => site.dispose());
  return site;
}

/**
 * What every server of a test file starts from: this run's build and a copy of the data folder
 * globalSetup migrated and seeded once (so no start seeds again), unless `options` gives its own
 * `dataDir`.
 */
export function siteOptions(options: ServerOptions = {}): ServerOptions {
  return { distDir: inject('distDir'), copyDataFrom: inject('seededDataDir'), ...options };
}
