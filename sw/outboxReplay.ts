import { type FlushOptions, flushOutbox } from '../src/offline/flush';
import { isFlushOutboxMessage, OUTBOX_SYNC_TAG } from '../src/offline/messages';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (Chromium); TypeScript's WebWorker library does not declare it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * The worker's part of the outbox (docs/OFFLINE.md): it flushes on Background Sync, when a page asks
 * ("flush now": the online event, a backoff timer), and whenever it starts, which is what delivers
 * on browsers without Background Sync (Safari, Firefox). flush() is single-flight across the
 * pages and the worker, so these may overlap freely. Deliveries are announced to the pages
 * through the outbox BroadcastChannel (src/offline/outboxEvents.ts).
 */
export function replayOutbox(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      flushOutbox({ ignoreBackoff: true }).then((report) => {
        // Something is still waiting: a rejected sync is retried by the browser later (with its own
        // backoff); the other triggers do not depend on it.
        if (report.kept.length > 0 && !sync.lastChance) throw new Error(`${report.kept.length} submission(s) still waiting`);
      }),
    );
  });

  self.addEventListener('message', (event) => {
    if (!isFlushOutboxMessage(event.data)) return;
    const options: FlushOptions = { ignoreBackoff: event.data.ignoreBackoff };
    event.waitUntil(flushOutbox(options).catch(() => undefined));
  });

  // Worker start: without Background Sync this is the worker's only chance, so the backoff is not
  // waited for. Starts are naturally spaced (a browser stops an idle worker after ~30 s and starts
  // it again for the next page or request), so a dead server still sees at most one try per start.
  void flushOutbox({ ignoreBackoff: true }).catch(() => undefined);
}
