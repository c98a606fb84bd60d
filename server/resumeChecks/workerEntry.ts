import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

import { RESUME_CHECK_WORKER_NAME } from '../../src/contract/serverBuild';

/** A module a worker thread runs, and the Node options it needs to load it. */
export interface WorkerEntry {
  url: URL;
  execArgv: string[];
}

/**
 * A worker thread loads its module with plain Node, not through Vite or the parent's loader. From
 * source (`npm run dev`, the tests: this module is a .ts file) that is worker.ts through tsx, found
 * from here so the working directory does not matter. Compiled, this code is bundled into a module
 * of dist-server/ and the entry is the file built beside it.
 */
function resumeCheckWorker(here: string): WorkerEntry {
  if (!here.endsWith('.ts')) return { url: new URL(`./${RESUME_CHECK_WORKER_NAME}.js`, here), execArgv: [] };
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { url: new URL('./worker.ts', here), execArgv: ['--import', tsx] };
}

export const RESUME_CHECK_WORKER: WorkerEntry = resumeCheckWorker(import.meta.url);
