// First: React's production build for the page renders (pages/productionReact.ts).
import './pages/productionReact';

import { ConfigError, loadConfig } from './config';
import { consoleLogger } from './http/logger';
import { startServer } from './start';

/**
 * `npm run serve`: one process serving the built app, /api/* and /uploads/* (env: see config.ts).
 * Exits 1 with a clear message when the configuration is not usable or the port is taken. A
 * database that is down keeps it waiting (503 on /readyz), not exiting: docs/DEPLOY.md.
 * SIGTERM or SIGINT: stop accepting, finish what is in flight (SHUTDOWN_GRACE_SECONDS at most),
 * close the database pool, exit 0.
 */
const logger = consoleLogger();

function fail(message: string, err?: unknown): never {
  logger.error(message, err);
  logger.flush();
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(`Configuration error: ${err.message}`);
  throw err;
}

// A request can never take the process down: whatever escapes is logged and the server goes on.
process.on('unhandledRejection', (reason) => logger.error('Unhandled rejection', reason));

const running = await startServer(config, { logger }).catch((err: unknown) =>
  fail(`The server could not start: ${err instanceof Error ? err.message : String(err)}`, err),
);

// The resume checks' first thread, loaded while nothing waits for it (pool.ts, warm).
running.resumeChecks.warm();

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests, then closing the database`);
    running.close().then(
      () => {
        logger.info('stopped');
        logger.flush();
        process.exit(0);
      },
      (err: unknown) => fail('Shutdown failed', err),
    );
  });
}
