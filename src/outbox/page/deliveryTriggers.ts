import type { DeliverOutboxMessage } from '../../offline/messages';
import { deliverOutbox } from '../shared/deliverOutbox';
import { outboxItems } from '../shared/outbox';
import { subscribeOutboxEvents } from '../shared/outboxEvents';
import { registerOutboxSync } from './deviceSupport';

/**
 * The page's triggers of delivery (docs/OFFLINE.md), besides the attempt right after a submit:
 * - the `online` event (ignoring the backoff: the connection just came back);
 * - a timer at the earliest next attempt of a waiting item (src/outbox/shared/backoff.ts: about every
 *   second while the server does not answer, each try then only a probe of its readiness check;
 *   the backoff after an error answer; or when the server said to), which is what delivers as soon
 *   as a server that was down answers again while the device stayed online (no online event then);
 *   not while the browser is offline, where an attempt cannot succeed and the online event will
 *   come. Nothing waiting, no timer: the probes stop;
 * - the page starting and coming back to the foreground.
 * A page going to the background with submissions waiting registers Background Sync again, so the
 * worker carries on when the page's timers stop (src/outbox/worker/outboxDelivery.ts says why a sync is not left
 * failing while a page is on screen).
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
/** A little after the due time, so the delivery pass finds the item due (small: the probes come about every second). */
const TIMER_SLACK_MS = 50;
/** After a timer's delivery request, when the page reads the outbox again by itself. */
const RECHECK_MS = 1_000;

export function startDeliveryTriggers(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function planNextAttempt(): Promise<void> {
    const waiting = (await outboxItems().catch(() => [])).filter((item) => item.status === 'waiting');
    clearTimeout(timer);
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((item) => item.nextAttemptAt));
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, due - Date.now()) + TIMER_SLACK_MS);
    timer = setTimeout(() => {
      if (navigator.onLine) requestDelivery();
      // Look again in a while even if no change is told (the pass may have found nothing due, or
      // be waiting for another's lock): a missed change must not leave a submission without a timer.
      timer = setTimeout(() => void planNextAttempt(), RECHECK_MS);
    }, wait);
  }

  async function keepSyncWhileAway(): Promise<void> {
    const waiting = (await outboxItems().catch(() => [])).some((item) => item.status === 'waiting');
    if (waiting) await registerOutboxSync();
  }

  window.addEventListener('online', () => requestDelivery(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestDelivery();
    else void keepSyncWhileAway();
  });
  subscribeOutboxEvents((event) => {
    if (event.type === 'changed') void planNextAttempt();
  });
  requestDelivery();
  void planNextAttempt();
}
