import { retryDelayMs } from './backoff';
import { deliver, type DeliveryOptions, type DeliveryResult } from './delivery';
import { holdPendingItems, outboxItems, removeFromOutbox, updateOutboxItem } from './outbox';
import { type OutboxEvent, publishOutboxEvent } from './outboxEvents';
import { describeSubmission, type OutboxItem } from './outboxItem';

/** Name of the Web Lock that makes delivery single-flight across tabs and the worker. */
export const FLUSH_LOCK_NAME = 'sr-jobs-outbox-flush';

export interface FlushOptions {
  /** Also try items whose backoff has not run out (the online event); the server's Retry-After still holds. */
  ignoreBackoff?: boolean;
  /** Try only this item, whatever its backoff or Retry-After (a fresh submit, "Send now" on one item). */
  only?: string;
}

/** Idempotency keys: delivered and refused in this pass; still pending (for later) after it. */
export interface FlushReport {
  delivered: string[];
  rejected: string[];
  kept: string[];
}

/** The part of LockManager flush needs (navigator.locks in pages and workers that have it). */
export interface FlushLocks {
  request(name: string, callback: () => Promise<FlushReport>): Promise<FlushReport>;
}

export interface FlusherDeps extends DeliveryOptions {
  now?: () => number;
  locks?: FlushLocks | null;
  publish?: (event: OutboxEvent) => void;
  deliverItem?: (item: OutboxItem, options: DeliveryOptions) => Promise<DeliveryResult>;
}

const emptyReport = (): FlushReport => ({ delivered: [], rejected: [], kept: [] });

/** Whether an automatic pass tries this item now: its backoff ran out (or is ignored) and the server's Retry-After too. */
function isDue(item: OutboxItem, options: FlushOptions, at: number): boolean {
  if ((item.serverWaitUntil ?? 0) > at) return false;
  return options.ignoreBackoff === true || item.nextAttemptAt <= at;
}

function defaultLocks(): FlushLocks | null {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // The lock is held until the callback's promise settles; `await` unwraps the nested promise.
  return locks ? { request: async (name, callback) => await locks.request(name, callback) } : null;
}

/**
 * Makes a `flush()`: sends due pending items oldest first, one at a time, and records each outcome.
 * - 2xx: deleted at once, resume included.
 * - network error, timeout, 408, 429, 5xx: kept, attempts + 1, next attempt after the backoff, and
 *   never before the server's Retry-After (429, 503); a 429's wait holds the whole outbox (the
 *   server limits this client); a connection failure (network, timeout, 429) ends the pass, the
 *   rest would fail the same way.
 * - other 4xx: kept as failed with the server's message, for the user to resend or discard.
 * Single-flight: one pass at a time in this context (a promise chain; calls made while a pass waits
 * to start share it, a call during a pass runs one more after it, since items may have been added),
 * and across tabs and the worker (a Web Lock, where there is one).
 */
export function createOutboxFlusher(deps: FlusherDeps = {}): (options?: FlushOptions) => Promise<FlushReport> {
  const now = deps.now ?? Date.now;
  const publish = deps.publish ?? publishOutboxEvent;
  const deliverItem = deps.deliverItem ?? deliver;
  const deliveryOptions: DeliveryOptions = { fetch: deps.fetch, baseUrl: deps.baseUrl, timeoutMs: deps.timeoutMs, now };

  // Passes run one after another; general requests made while one waits to start share it.
  let chain: Promise<unknown> = Promise.resolve();
  let waiting: { promise: Promise<FlushReport>; options: FlushOptions } | null = null;

  async function record(item: OutboxItem, result: DeliveryResult, report: FlushReport): Promise<void> {
    const key = item.idempotencyKey;
    if (result.kind === 'delivered') {
      await removeFromOutbox(key);
      report.delivered.push(key);
      publish({
        type: 'delivered',
        idempotencyKey: key,
        kind: item.kind,
        title: describeSubmission(item),
        waited: item.attempts > 0,
      });
    } else if (result.kind === 'rejected') {
      await updateOutboxItem(key, (current) => ({
        ...current,
        attempts: current.attempts + 1,
        status: 'failed',
        lastError: result.message,
      }));
      report.rejected.push(key);
      publish({
        type: 'rejected',
        idempotencyKey: key,
        kind: item.kind,
        title: describeSubmission(item),
        message: result.message,
        waited: item.attempts > 0,
      });
    } else {
      const at = now();
      const serverWaitUntil = result.waitMs === undefined ? undefined : at + result.waitMs;
      await updateOutboxItem(key, (current) => ({
        ...current,
        attempts: current.attempts + 1,
        lastError: result.reason,
        lastStatus: result.status,
        nextAttemptAt: Math.max(at + retryDelayMs(current.attempts + 1), serverWaitUntil ?? 0),
        serverWaitUntil,
      }));
      if (serverWaitUntil !== undefined) {
        if (result.connection) await holdPendingItems(serverWaitUntil);
        publish({
          type: 'deferred',
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

  async function pass(options: FlushOptions): Promise<FlushReport> {
    const report = emptyReport();
    const tried = new Set<string>();
    // Re-read after each item: another context may have added, sent or discarded items meanwhile.
    for (;;) {
      const items = await outboxItems();
      const next = items.find(
        (item) =>
          item.status === 'pending' &&
          !tried.has(item.idempotencyKey) &&
          (options.only === undefined ? isDue(item, options, now()) : item.idempotencyKey === options.only),
      );
      if (!next) break;
      tried.add(next.idempotencyKey);
      const result = await deliverItem(next, deliveryOptions);
      await record(next, result, report);
      if (result.kind === 'retry' && result.connection) break;
    }
    const left = await outboxItems();
    report.kept = left.filter((item) => item.status === 'pending').map((item) => item.idempotencyKey);
    return report;
  }

  function lockedPass(options: FlushOptions): Promise<FlushReport> {
    const locks = deps.locks === undefined ? defaultLocks() : deps.locks;
    return locks ? locks.request(FLUSH_LOCK_NAME, () => pass(options)) : pass(options);
  }

  function queuePass(options: FlushOptions): Promise<FlushReport> {
    const slot: { promise?: Promise<FlushReport> } = {};
    const promise = chain.then(() => {
      if (waiting?.promise === slot.promise) waiting = null;
      return lockedPass(options);
    });
    slot.promise = promise;
    chain = promise.catch(() => undefined);
    return promise;
  }

  return function flush(options: FlushOptions = {}): Promise<FlushReport> {
    if (options.only !== undefined) return queuePass({ only: options.only });
    if (waiting) {
      waiting.options.ignoreBackoff = waiting.options.ignoreBackoff === true || options.ignoreBackoff === true;
      return waiting.promise;
    }
    const queued: FlushOptions = { ignoreBackoff: options.ignoreBackoff === true };
    waiting = { promise: queuePass(queued), options: queued };
    return waiting.promise;
  };
}

/** The flush of this context (page or worker). */
export const flushOutbox = createOutboxFlusher();
