import { recordDelivered, recordRefused } from '../../personal/shared/sentItems';
import { describeSubmission, type OutboxItem, submissionSubject } from '../item/outboxItem';
import { FIRST_STEP_MS, retryDelayMs } from './backoff';
import { attemptDelivery, type AttemptOptions, type AttemptOutcome } from './deliveryAttempt';
import { deferWaitingItems, holdWaitingItems, outboxItems, removeFromOutbox, updateOutboxItem } from './outbox';
import { type OutboxEvent, publishOutboxEvent } from './outboxEvents';
import { canProbe, serverAnswers } from './serverProbe';

/**
 * Name of the Web Lock that makes delivery single-flight across tabs and the worker. Its value is
 * the one older versions lock ("flush" was the old word): a tab still running an older version and
 * a newer worker must take turns on the same lock.
 */
export const DELIVERY_LOCK_NAME = 'sr-jobs-outbox-flush';

export interface DeliverOptions {
  /** Also attempt items whose backoff has not run out (the online event); the server's Retry-After still holds. */
  ignoreBackoff?: boolean;
  /** Attempt only this item, whatever its backoff or Retry-After (a fresh submit, "Send now" on one item). */
  only?: string;
}

/** Idempotency keys: delivered and refused in this pass; still waiting (for later) after it. */
export interface DeliveryReport {
  delivered: string[];
  refused: string[];
  waiting: string[];
}

/** The part of LockManager delivery needs (navigator.locks in pages and workers that have it). */
export interface DeliveryLocks {
  request(name: string, callback: () => Promise<DeliveryReport>): Promise<DeliveryReport>;
}

export interface DeliveryDeps extends AttemptOptions {
  now?: () => number;
  locks?: DeliveryLocks | null;
  publish?: (event: OutboxEvent) => void;
  attemptItem?: (item: OutboxItem, options: AttemptOptions) => Promise<AttemptOutcome>;
  /** Whether the server answers at all (serverProbe.ts), asked before a failed item is sent again. */
  probe?: () => Promise<boolean>;
  /** The backoff's jitter, in [0, 1). */
  random?: () => number;
  /** Whether the browser says it is online (a failure while offline starts no streak of failures). */
  isOnline?: () => boolean;
}

/** Items attempted at once in a pass once one was delivered (the server is back). */
const PARALLEL_WHEN_BACK = 6;

/** The outcome recorded when the probe found the server still not answering: nothing was sent. */
const NOT_ANSWERING: AttemptOutcome = {
  kind: 'waiting',
  reason: 'The server could not be reached.',
  connection: true,
};

/** An attempt in a pass, and whether a probe had just found the server answering before it was sent. */
interface PassOutcome {
  outcome: AttemptOutcome;
  reached: boolean;
}

const emptyReport = (): DeliveryReport => ({ delivered: [], refused: [], waiting: [] });

/** Whether an automatic pass attempts this item now: its backoff ran out (or is ignored) and the server's Retry-After too. */
function isDue(item: OutboxItem, options: DeliverOptions, at: number): boolean {
  if ((item.serverWaitUntil ?? 0) > at) return false;
  return options.ignoreBackoff === true || item.nextAttemptAt <= at;
}

/**
 * Due items in the order an automatic pass attempts them: the longest due first, then the one with
 * the fewest attempts, then the oldest. An item that just failed goes to the back, so one that
 * always fails cannot hold up the others.
 */
function byDueTime(a: OutboxItem, b: OutboxItem): number {
  return a.nextAttemptAt - b.nextAttemptAt || a.attempts - b.attempts || a.createdAt - b.createdAt;
}

const browserOnline = (): boolean => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false;

function defaultLocks(): DeliveryLocks | null {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // The lock is held until the callback's promise settles; `await` unwraps the nested promise.
  return locks ? { request: async (name, callback) => await locks.request(name, callback) } : null;
}

/**
 * Makes a `deliverOutbox()`: attempts the due waiting items, longest due first, one at a time, and
 * records each outcome (docs/OFFLINE.md, "The outbox's words").
 * - delivered (2xx): deleted at once, resume included. The server takes submissions again, so the
 *   rest of this pass attempts every waiting item, whatever its backoff (not its Retry-After),
 *   PARALLEL_WHEN_BACK at a time.
 * - waiting (network error, timeout, 408, 429, 5xx): attempts + 1, next attempt after the retry
 *   delay (backoff.ts: about a second while the server does not answer at all, each retry then
 *   probing before it sends; the backoff when it answered with an error); when the server said
 *   how long to wait (Retry-After on a 429 or 503), exactly then, which is what the notices announce; a 429's wait holds the whole outbox (the server limits this client). Any
 *   waiting outcome ends an automatic pass, and the other waiting items are not attempted
 *   automatically before the failed one's next attempt: the rest would most likely fail the same
 *   way, so a failing server sees one attempt per step, however many items wait.
 * - refused (other 4xx): kept with the server's message, for the user to send again or discard.
 * An item that failed before is sent again only once the server answers a probe (serverProbe.ts),
 * unless an item was delivered earlier in the same pass.
 * Single-flight: one pass at a time in this context (a promise chain; calls made while a pass waits
 * to start share it, a call during a pass runs one more after it, since items may have been added),
 * and across tabs and the worker (a Web Lock, where there is one).
 */
export function createOutboxDelivery(deps: DeliveryDeps = {}): (options?: DeliverOptions) => Promise<DeliveryReport> {
  const now = deps.now ?? Date.now;
  const publish = deps.publish ?? publishOutboxEvent;
  const attemptItem = deps.attemptItem ?? attemptDelivery;
  const attemptOptions: AttemptOptions = { fetch: deps.fetch, baseUrl: deps.baseUrl, timeoutMs: deps.timeoutMs, now };
  const probe = deps.probe ?? (() => serverAnswers({ fetch: deps.fetch, baseUrl: deps.baseUrl }));
  const probes = deps.probe !== undefined || canProbe(deps.baseUrl);
  const random = deps.random ?? Math.random;
  const isOnline = deps.isOnline ?? browserOnline;

  // Passes run one after another; general requests made while one waits to start share it (nextPass).
  let chain: Promise<unknown> = Promise.resolve();
  let nextPass: { promise: Promise<DeliveryReport>; options: DeliverOptions } | null = null;

  /** Records the outcome; for a waiting one, returns when its backoff (not the server's wait) runs out. */
  async function record(
    item: OutboxItem,
    { outcome, reached }: PassOutcome,
    report: DeliveryReport,
  ): Promise<number | undefined> {
    let backoffUntil: number | undefined;
    const key = item.idempotencyKey;
    if (outcome.kind === 'delivered') {
      await removeFromOutbox(key);
      await recordDelivered(key); // "My applications" (never throws)
      report.delivered.push(key);
      publish({
        type: 'delivered',
        idempotencyKey: key,
        kind: item.kind,
        title: describeSubmission(item),
        subject: submissionSubject(item),
        waited: item.attempts > 0,
      });
    } else if (outcome.kind === 'refused') {
      await updateOutboxItem(key, (current) => ({
        ...current,
        attempts: current.attempts + 1,
        status: 'refused',
        lastError: outcome.message,
      }));
      await recordRefused(key, outcome.message); // "My applications" (never throws)
      report.refused.push(key);
      publish({
        type: 'refused',
        idempotencyKey: key,
        kind: item.kind,
        title: describeSubmission(item),
        subject: submissionSubject(item),
        message: outcome.message,
        waited: item.attempts > 0,
      });
    } else {
      const at = now();
      const serverWaitUntil = outcome.waitMs === undefined ? undefined : at + outcome.waitMs;
      // A failure while the browser is offline is no news about the server: it starts no streak.
      const online = isOnline();
      await updateOutboxItem(key, (current) => {
        const failingSince = online ? (current.failingSince ?? at) : undefined;
        // About a second while the server does not answer (each retry probes first), else the backoff.
        // Not when the probe had just found it answering: then the upload itself fails (a cut
        // connection on the way), and a resume sent every second would cost the most.
        const retry = { attempts: current.attempts + 1, failingForMs: at - (failingSince ?? at), probeFirst: probes && !reached };
        const backoff = retryDelayMs(outcome, retry, random);
        backoffUntil = at + backoff;
        return {
          ...current,
          attempts: current.attempts + 1,
          lastError: outcome.reason,
          lastStatus: outcome.status,
          // When the server said how long to wait, then (what the notices announce), else the backoff.
          nextAttemptAt: serverWaitUntil === undefined ? at + backoff : Math.max(serverWaitUntil, at + FIRST_STEP_MS),
          serverWaitUntil,
          failingSince,
        };
      });
      if (serverWaitUntil !== undefined) {
        if (outcome.connection) await holdWaitingItems(serverWaitUntil);
        publish({
          type: 'busy',
          idempotencyKey: key,
          kind: item.kind,
          title: describeSubmission(item),
          subject: submissionSubject(item),
          until: serverWaitUntil,
          waited: item.attempts > 0,
        });
      }
    }
    publish({ type: 'changed' });
    return backoffUntil;
  }

  /** One item's attempt in a pass: after a failure, only once the server answers a probe. */
  async function attemptInPass(item: OutboxItem, automatic: boolean, serverBack: boolean): Promise<PassOutcome> {
    if (!automatic || item.attempts === 0 || serverBack)
      return { outcome: await attemptItem(item, attemptOptions), reached: false };
    if (!(await probe())) return { outcome: NOT_ANSWERING, reached: false };
    return { outcome: await attemptItem(item, attemptOptions), reached: true };
  }

  async function pass(options: DeliverOptions): Promise<DeliveryReport> {
    const report = emptyReport();
    const tried = new Set<string>();
    const automatic = options.only === undefined;
    // Re-read before each round: another context may have added, delivered or discarded items meanwhile.
    for (;;) {
      const items = await outboxItems();
      const serverBack = report.delivered.length > 0;
      const due = { ...options, ignoreBackoff: options.ignoreBackoff === true || serverBack };
      const next = items
        .filter(
          (item) =>
            item.status === 'waiting' &&
            !tried.has(item.idempotencyKey) &&
            (automatic ? isDue(item, due, now()) : item.idempotencyKey === options.only),
        )
        .sort(byDueTime)
        // One at a time until something is delivered, then a few at once: what waited for a
        // failing server goes within seconds of its return, without a burst of every item.
        .slice(0, automatic && serverBack ? PARALLEL_WHEN_BACK : 1);
      if (next.length === 0) break;
      for (const item of next) tried.add(item.idempotencyKey);
      const outcomes = await Promise.all(next.map((item) => attemptInPass(item, automatic, serverBack)));
      let stop = false;
      for (const [index, item] of next.entries()) {
        const passOutcome = outcomes[index] ?? { outcome: NOT_ANSWERING, reached: false };
        const { outcome } = passOutcome;
        const backoffUntil = await record(item, passOutcome, report);
        // A single item (submit, Send now) ends with it anyway; an automatic pass stops at a failure,
        // and the others wait for the failed one's backoff: the server gets one attempt per backoff
        // step. Not for its Retry-After: a 503's is about that item (a 429's holds all: record()).
        if (automatic && backoffUntil !== undefined) {
          await deferWaitingItems(backoffUntil);
          // The pages plan their timers from what the outbox holds: tell them it changed again.
          publish({ type: 'changed' });
        }
        if (outcome.kind === 'waiting' && (automatic || outcome.connection)) stop = true;
      }
      if (stop) break;
    }
    const left = await outboxItems();
    report.waiting = left.filter((item) => item.status === 'waiting').map((item) => item.idempotencyKey);
    return report;
  }

  function lockedPass(options: DeliverOptions): Promise<DeliveryReport> {
    const locks = deps.locks === undefined ? defaultLocks() : deps.locks;
    return locks ? locks.request(DELIVERY_LOCK_NAME, () => pass(options)) : pass(options);
  }

  function schedulePass(options: DeliverOptions): Promise<DeliveryReport> {
    const slot: { promise?: Promise<DeliveryReport> } = {};
    const promise = chain.then(() => {
      if (nextPass?.promise === slot.promise) nextPass = null;
      return lockedPass(options);
    });
    slot.promise = promise;
    chain = promise.catch(() => undefined);
    return promise;
  }

  return function deliverOutbox(options: DeliverOptions = {}): Promise<DeliveryReport> {
    if (options.only !== undefined) return schedulePass({ only: options.only });
    if (nextPass) {
      nextPass.options.ignoreBackoff = nextPass.options.ignoreBackoff === true || options.ignoreBackoff === true;
      return nextPass.promise;
    }
    const planned: DeliverOptions = { ignoreBackoff: options.ignoreBackoff === true };
    nextPass = { promise: schedulePass(planned), options: planned };
    return nextPass.promise;
  };
}

/** The delivery of this context (page or worker). */
export const deliverOutbox = createOutboxDelivery();
