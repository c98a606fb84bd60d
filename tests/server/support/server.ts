import { join } from 'node:path';

import type { ServerConfig } from '../../../server/config';
import { loadConfig } from '../../../server/config';
import type { Logger } from '../../../server/http/logger';
import type { RunningServer, StartOptions } from '../../../server/start';
import { startServer } from '../../../server/start';
import { tempDir } from './files';
import { fixture } from './fixture';
import { GENEROUS_GUARDS } from './guards';
import type { OptionsForThisBlock } from './lifecycle';
import { openedForThisBlock, resolveOptions } from './lifecycle';

export interface CapturedLogger extends Logger {
  lines: string[];
  errors: { message: string; err: unknown }[];
}

export function captureLogger(): CapturedLogger {
  const lines: string[] = [];
  const errors: { message: string; err: unknown }[] = [];
  return { lines, errors, info: (line) => lines.push(line), error: (message, err) => errors.push({ message, err }) };
}

/** The config `npm run serve` would read from this environment, bound to 127.0.0.1 and a free port. */
export function testConfig(env: Record<string, string>, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({ PORT: '0', HOST: '127.0.0.1', ...env }), ...overrides };
}

export interface TestServer {
  server: RunningServer;
  logger: CapturedLogger;
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * A real listening server (port 0) on a SQLite file in a fresh temp DATA_DIR, seeded with the
 * fixture; with GENEROUS_GUARDS unless `overrides.guards` says otherwise.
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<TestServer> {
  const scratch = tempDir('server');
  const dataDir = join(scratch.dir, 'data', 'nested');
  const logger = captureLogger();
  const config = testConfig(
    { DATA_DIR: dataDir, DIST_DIR: join(scratch.dir, 'no-dist') },
    { uploadsDir: join(scratch.dir, 'no-uploads'), guards: GENEROUS_GUARDS, ...overrides },
  );
  let server: RunningServer;
  try {
    server = await startServer(config, { logger, seedData: fixture, ...options });
  } catch (err) {
    scratch.remove();
    throw err;
  }
  return {
    server,
    logger,
    dataDir,
    async dispose() {
      await server.close();
      scratch.remove();
    },
  };
}

/**
 * The listening server of a describe block (or of a file, called at its top): started before its
 * tests, closed after them. `overrides` may be a function, called in beforeAll.
 */
export function testServerForThisBlock(
  overrides: OptionsForThisBlock<Partial<ServerConfig>> = {},
  options: StartOptions = {},
): TestServer {
  return openedForThisBlock(
    'testServerForThisBlock()',
    async () => startTestServer(await resolveOptions(overrides), options),
    (s) => s.dispose(),
  );
}
