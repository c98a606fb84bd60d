import { deliverOutbox } from '../offline/deliverOutbox';
import type { DeliverOutboxMessage } from '../offline/messages';
import { outboxItems } from '../offline/outbox';
import { subscribeOutboxEvents } from '../offline/outboxEvents';

/**
 * The page's triggers of delivery (docs/OFFLINE.md), besides the attempt right after a submit:
 * - the `online` event (ignoring the backoff: the connection just came back);
 * - a timer at the earliest next attempt of a waiting item (the backoff), which is what delivers
 *   when the server was down while the device stayed online (no online event then);
 * - the page starting and coming back to the foreground.
 * When a worker controls the page it is asked to deliver (a "deliver now" message), since its work
 * survives the tab closing; otherwise the page delivers itself.
 */
export function requestDelivery(ignoreBackoff = false): void {
  const worker = navigator.serviceWorker?.controller;
  if (worker) {
    const message: DeliverOutboxMessage = { type: 'flush-outbox', ignoreBackoff };
    worker.postMessage(message);
  } else {
    void deliverOutbox({ ignoreBackoff }).catch(() => undefined);
  }
}

/** setTimeout's upper bound; a later attempt is re-planned when the timer fires. */
const MAX_TIMER_MS = 2_147_483_647;
/** A little after the due time, so the delivery pass finds the item due. */
const TIMER_SLACK_MS = 250;

export function startDeliveryTriggers(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function planNextAttempt(): Promise<void> {
    const waiting = (await outboxItems().catch(() => [])).filter((item) => item.status === 'waiting');
    clearTimeout(timer);
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((item) => item.nextAttemptAt));
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, due - Date.now()) + TIMER_SLACK_MS);
    timer = setTimeout(() => requestDelivery(), wait);
  }

  window.addEventListener('online', () => requestDelivery(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestDelivery();
  });
  subscribeOutboxEvents((event) => {
    if (event.type === 'changed') void planNextAttempt();
  });
  requestDelivery();
  void planNextAttempt();
}
