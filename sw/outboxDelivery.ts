import { createOutboxDelivery, type DeliverOptions } from '../src/offline/deliverOutbox';
import { isDeliverOutboxMessage, OUTBOX_SYNC_TAG } from '../src/offline/messages';
import { labFetch } from './networkLab/labFetch';

declare const self: ServiceWorkerGlobalScope;

/** The worker's delivery, through the network lab (docs/OFFLINE.md). */
const deliverOutbox = createOutboxDelivery({ fetch: labFetch });

/** Background Sync's event (Chromium); TypeScript's WebWorker library does not declare it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * The worker's part of the outbox (docs/OFFLINE.md): it delivers on Background Sync, when a page asks
 * ("deliver now": the online event, a backoff timer), and whenever it starts, which is what delivers
 * on browsers without Background Sync (Safari, Firefox). deliverOutbox() is single-flight across the
 * pages and the worker, so these may overlap freely. Deliveries are announced to the pages
 * through the outbox BroadcastChannel (src/offline/outboxEvents.ts).
 */
export function startWorkerDelivery(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      deliverOutbox({ ignoreBackoff: true }).then((report) => {
        // Something is still waiting: a sync event that fails is fired again by the browser later (with its own
        // backoff); the other triggers do not depend on it.
        if (report.waiting.length > 0 && !sync.lastChance)
          throw new Error(`${report.waiting.length} submission(s) still waiting`);
      }),
    );
  });

  self.addEventListener('message', (event) => {
    if (!isDeliverOutboxMessage(event.data)) return;
    const options: DeliverOptions = { ignoreBackoff: event.data.ignoreBackoff };
    event.waitUntil(deliverOutbox(options).catch(() => undefined));
  });

  // Worker start: without Background Sync this is the worker's only chance, so the backoff is not
  // waited for. Starts are naturally spaced (a browser stops an idle worker after ~30 s and starts
  // it again for the next page or request), so a dead server still sees at most one try per start.
  void deliverOutbox({ ignoreBackoff: true }).catch(() => undefined);
}

/** Delivers every waiting item now, whatever its backoff (a simulated connection came back). */
export function deliverOutboxNow(): Promise<unknown> {
  return deliverOutbox({ ignoreBackoff: true });
}
