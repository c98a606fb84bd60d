import { labFetch } from '../../../sw/networkLab/labFetch';
import { isDeliverOutboxMessage, OUTBOX_SYNC_TAG } from '../../offline/messages';
import { createOutboxDelivery, type DeliverOptions } from '../shared/deliverOutbox';
import { outboxItems } from '../shared/outbox';

declare const self: ServiceWorkerGlobalScope;

/** The worker's delivery, through the network lab (docs/OFFLINE.md). */
const deliverOutbox = createOutboxDelivery({ fetch: labFetch });

/** Background Sync's event (Chromium); TypeScript's WebWorker library does not declare it. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** Whether a page of the site is on screen: its timers retry within seconds (src/outbox/page/deliveryTriggers.ts). */
async function pageOnScreen(): Promise<boolean> {
  const pages = await self.clients.matchAll({ type: 'window' });
  return pages.some((page) => page.visibilityState === 'visible');
}

/**
 * The sync event's delivery. When something is still waiting afterwards, the event is settled
 * successfully if a page is on screen, and failed only if none is:
 * a failed sync is fired again by Chromium only after minutes, and a page's new registration of the
 * same tag waits with it; the page's own retries (about every second while the server does not answer)
 * would be held back behind nothing. With no page on screen, that later retry is the only trigger
 * left, so it is asked for. A page that goes to the background with submissions waiting registers
 * the sync again (deliveryTriggers.ts), so closing the tab still leaves one.
 */
async function deliverOnSync(sync: SyncEvent): Promise<void> {
  const report = await deliverOutbox({ ignoreBackoff: true });
  if (report.waiting.length === 0 || sync.lastChance || (await pageOnScreen())) return;
  throw new Error(`${report.waiting.length} submission(s) still waiting`);
}

/** Answers of the server closer together than this start one delivery pass, not one each. */
const ANSWER_TRIGGER_GAP_MS = 1_000;
let lastAnswerTrigger = 0;

/**
 * Another request to the server just succeeded (the worker sees every API read): the server is
 * back, so waiting submissions that failed are attempted now rather than at their backoff. At most
 * one pass a second, and only when something that failed waits (one IndexedDB read); the server's
 * Retry-After still holds.
 */
export async function deliverAfterServerAnswered(): Promise<void> {
  const at = Date.now();
  if (at - lastAnswerTrigger < ANSWER_TRIGGER_GAP_MS) return;
  lastAnswerTrigger = at;
  const items = await outboxItems().catch(() => []);
  const failed = items.some((item) => item.status === 'waiting' && item.attempts > 0 && (item.serverWaitUntil ?? 0) <= at);
  if (failed) await deliverOutbox({ ignoreBackoff: true }).catch(() => undefined);
}

/**
 * The worker's part of the outbox (docs/OFFLINE.md): it delivers on Background Sync, when a page asks
 * ("deliver now": the online event, a backoff timer), when another request to the server succeeds
 * (deliverAfterServerAnswered, called by the API route), and whenever it starts, which is what
 * delivers on browsers without Background Sync (Safari, Firefox). deliverOutbox() is single-flight
 * across the pages and the worker, so these may overlap freely. Deliveries are announced to the
 * pages through the outbox BroadcastChannel (src/outbox/shared/outboxEvents.ts).
 */
export function startWorkerDelivery(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(deliverOnSync(sync));
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
