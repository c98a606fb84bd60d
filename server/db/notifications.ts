import pg from 'pg';

/** What a listener is told: a notification on its channel, or that it is listening again after a loss. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * Listening (again) on a new connection. Notifications sent while the connection was down are
   * gone for good (PostgreSQL queues them only for listening sessions), so the caller must assume
   * it missed some.
   */
  onListening(): void;
  onLost?(error: Error): void;
}

export interface Listening {
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

/**
 * LISTENs on `channel` on a PostgreSQL connection of its own (a pooled one would be handed to
 * other queries and lose the LISTEN), and reconnects with a growing delay whenever that
 * connection is lost (a restart of PostgreSQL, pg_terminate_backend, a network cut).
 */
export function listenForNotifications(url: string, channel: string, handlers: NotificationHandlers): Listening {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const retry = (error: Error) => {
    if (stopped || timer !== undefined) return;
    handlers.onLost?.(error);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    // An error listener stays, so a late error of the dead connection cannot crash the process.
    old?.on('error', () => undefined);
    void old?.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', retry);
    next.on('end', () => retry(new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      retry(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) return void next.end().catch(() => undefined);
    retryMs = FIRST_RETRY_MS;
    handlers.onListening();
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
