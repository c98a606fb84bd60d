import { inject } from 'vitest';

import { type ServerInstance, type ServerOptions, startServer } from './server';

/**
 * A second server of the same build as the shared one, with its own port and temporary data dir
 * (unless given). For tests that must stop the server and bring it back (stop(), start()): the
 * shared server from globalSetup must stay up for the other test files.
 * Call it in a test or hook, and dispose() it in afterAll / a finally block.
 */
export function startExtraServer(options: ServerOptions = {}): Promise<ServerInstance> {
  return startServer({ distDir: inject('distDir'), ...options });
}
