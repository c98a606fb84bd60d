import type { MiddlewareHandler } from 'hono';

/** Where the server writes; injectable so tests stay quiet or capture lines. */
export interface Logger {
  /** One line per answered request, and start/stop notices. */
  info(line: string): void;
  error(message: string, err?: unknown): void;
}

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };

/**
 * Writes to stdout/stderr. Request lines are batched and written once per tick, so logging stays
 * cheap at thousands of requests a second; `flush` writes what is pending (at shutdown).
 */
export function consoleLogger(): Logger & { flush(): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('\n') + '\n';
    pending = [];
    process.stdout.write(text);
  };
  return {
    info(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    error(message, err) {
      flush();
      console.error(message, err ?? '');
    },
    flush,
  };
}

/** `GET /api/... 200 1.3ms` for every request, whatever its outcome. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
