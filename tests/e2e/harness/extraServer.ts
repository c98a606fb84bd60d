import { type ServerInstance, type ServerOptions, startServer } from './server';
import { siteOptions } from './site';

/**
 * Another server of the same build as the file's site (site.ts), with its own port and its own
 * copy of the seeded data (unless `dataDir` is given). For tests that must stop the server and
 * bring it back (stop(), start()), or that need another environment or data, while the file's
 * site stays up for its other tests.
 * Call it in a test or hook, and dispose() it in afterAll / a finally block.
 */
export function startExtraServer(options: ServerOptions = {}): Promise<ServerInstance> {
  return startServer(siteOptions(options));
}
