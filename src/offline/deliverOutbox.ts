import { backoffMs } from './backoff';
import { attemptDelivery, type AttemptOptions, type AttemptOutcome } from './deliveryAttempt';
import { holdWaitingItems, outboxItems, removeFromOutbox, updateOutboxItem } from './outbox';
import { type OutboxEvent, publishOutboxEvent } from './outboxEvents';
import { describeSubmission, type OutboxItem } from './outboxItem';
import { recordDelivered, recordRefused } from './sentItems';

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
}

const emptyReport = (): DeliveryReport => ({ delivered: [], refused: [], waiting: [] });

/** Whether an automatic pass attempts this item now: its backoff ran out (or is ignored) and the server's Retry-After too. */
function isDue(item: OutboxItem, options: DeliverOptions, at: number): boolean {
  if ((item.serverWaitUntil ?? 0) > at) return false;
  return options.ignoreBackoff === true || item.nextAttemptAt <= at;
}

function defaultLocks(): DeliveryLocks | null {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // The lock is held until the callback's promise settles; `await` unwraps the nested promise.
  return locks ? { request: async (name, callback) => await locks.request(name, callback) } : null;
}

/**
 * Makes a `deliverOutbox()`: attempts the due waiting items oldest first, one at a time, and records
 * each outcome (docs/OFFLINE.md, "The outbox's words").
 * - delivered (2xx): deleted at once, resume included.
 * - waiting (network error, timeout, 408, 429, 5xx): attempts + 1, next attempt after the backoff, and
 *   never before the server's Retry-After (429, 503); a 429's wait holds the whole outbox (the
 *   server limits this client); a connection failure (network, timeout, 429) ends the pass, the
 *   rest would fail the same way.
 * - refused (other 4xx): kept with the server's message, for the user to send again or discard.
 * Single-flight: one pass at a time in this context (a promise chain; calls made while a pass waits
 * to start share it, a call during a pass runs one more after it, since items may have been added),
 * and across tabs and the worker (a Web Lock, where there is one).
 */
export function createOutboxDelivery(deps: DeliveryDeps = {}): (options?: DeliverOptions) => Promise<DeliveryReport> {
  const now = deps.now ?? Date.now;
  const publish = deps.publish ?? publishOutboxEvent;
  const attemptItem = deps.attemptItem ?? attemptDelivery;
  const attemptOptions: AttemptOptions = { fetch: deps.fetch, baseUrl: deps.baseUrl, timeoutMs: deps.timeoutMs, now };

  // Passes run one after another; general requests made while one waits to start share it (nextPass).
  let chain: Promise<unknown> = Promise.resolve();
  let nextPass: { promise: Promise<DeliveryReport>; options: DeliverOptions } | null = null;

  async function record(item: OutboxItem, outcome: AttemptOutcome, report: DeliveryReport): Promise<void> {
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
        message: outcome.message,
        waited: item.attempts > 0,
      });
    } else {
      const at = now();
      const serverWaitUntil = outcome.waitMs === undefined ? undefined : at + outcome.waitMs;
      await updateOutboxItem(key, (current) => ({
        ...current,
        attempts: current.attempts + 1,
        lastError: outcome.reason,
        lastStatus: outcome.status,
        nextAttemptAt: Math.max(at + backoffMs(current.attempts + 1), serverWaitUntil ?? 0),
        serverWaitUntil,
      }));
      if (serverWaitUntil !== undefined) {
        if (outcome.connection) await holdWaitingItems(serverWaitUntil);
        publish({
          type: 'busy',
          idempotencyKey: key,
          kind: item.kind,
          title: describeSubmission(item),
          until: serverWaitUntil,
          waited: item.attempts > 0,
        });
      }
    }
    publish({ type: 'changed' });
  }

  async function pass(options: DeliverOptions): Promise<DeliveryReport> {
    const report = emptyReport();
    const tried = new Set<string>();
    // Re-read after each item: another context may have added, delivered or discarded items meanwhile.
    for (;;) {
      const items = await outboxItems();
      const next = items.find(
        (item) =>
          item.status === 'waiting' &&
          !tried.has(item.idempotencyKey) &&
          (options.only === undefined ? isDue(item, options, now()) : item.idempotencyKey === options.only),
      );
      if (!next) break;
      tried.add(next.idempotencyKey);
      const outcome = await attemptItem(next, attemptOptions);
      await record(next, outcome, report);
      if (outcome.kind === 'waiting' && outcome.connection) break;
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
