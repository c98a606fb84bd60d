import type { Db } from './db/connect';
import { listenForNotifications, type Listening } from './db/notifications';
import type { AnswerCache } from './http/answerCache';
import type { Logger } from './http/logger';
import { CONTENT_CHANNEL, currentContentVersion } from './repositories/contentVersion';

export interface ContentWatchOptions {
  db: Db;
  /** The PostgreSQL URL to LISTEN on; none on SQLite (one process: the version check is enough). */
  databaseUrl: string | undefined;
  answers: AnswerCache;
  logger: Logger;
  /** How often the version is compared: the bound on staleness when a notification is lost. */
  checkEveryMs: number;
}

/**
 * Keeps this instance's cached answers and rendered pages (emptied together: app.ts) in step with
 * content written by any instance or by `npm run seed`. Two ways, because either alone fails:
 * a notification arrives at once but is lost while the listening connection is down (so the cache
 * is dropped whenever it comes back), and the version check every few seconds catches whatever
 * was missed, on SQLite too, where there are no notifications.
 */
export async function watchContent(options: ContentWatchOptions): Promise<{ stop(): Promise<void> }> {
  const { answers, logger } = options;
  // Any content write changes it (repositories/contentVersion.ts).
  const readVersion = () => currentContentVersion(options.db.kysely);
  // Unknown when the database cannot answer now: the first check that reads it then drops the cache.
  let seen = await readVersion().catch(() => undefined);
  const drop = () => answers.invalidate();

  let listening: Listening | undefined;
  if (options.databaseUrl) {
    let lost = false;
    listening = listenForNotifications(options.databaseUrl, CONTENT_CHANNEL, {
      onNotify: drop,
      onListening: () => {
        if (lost) logger.info('listening for content changes again');
        lost = false;
        drop();
      },
      onLost: (error) => {
        if (!lost) logger.error(`content change notifications lost, reconnecting: ${error.message}`);
        lost = true;
      },
    });
  }

  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const version = await readVersion();
      if (version !== seen) {
        seen = version;
        drop();
      }
    } catch (error) {
      // The database may be down for a moment; the next check tries again.
      logger.error(`content version check failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), options.checkEveryMs);
  timer.unref();

  return {
    stop: async () => {
      clearInterval(timer);
      await listening?.stop();
    },
  };
}
