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

// Control characters (C0, DEL, C1), the Unicode line separators, and the backslash that starts an escape.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_LOG = /[\\\x00-\x1f\x7f-\x9f\u2028\u2029]/g;

/**
 * Text that came from a client, safe to put in a log line: a decoded `%0A` in a path becomes `\x0a`,
 * so nobody can forge a line or send escape codes to a terminal. Every client field goes through here.
 */
export function escapeLogText(text: string): string {
  return text.replace(UNSAFE_IN_LOG, (ch) => {
    if (ch === '\\') return '\\\\';
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** `GET /api/... 200 1.3ms` for every request, whatever its outcome; `aborted by the client` instead of a status. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    const outcome = c.get('clientAborted') ? 'aborted by the client' : String(c.res.status);
    logger.info(`${escapeLogText(c.req.method)} ${escapeLogText(c.req.path)} ${outcome} ${ms}ms`);
  };
}
