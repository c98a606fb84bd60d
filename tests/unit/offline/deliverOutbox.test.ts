// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { createOutboxDelivery, type DeliveryLocks, type DeliveryReport } from '../../../src/offline/deliverOutbox';
import { addToOutbox, outboxItem, outboxItems } from '../../../src/offline/outbox';
import type { OutboxEvent } from '../../../src/offline/outboxEvents';
import { newOutboxItem } from '../../../src/offline/outboxItem';
import { deferred, freshDatabase, jsonAnswer } from './freshDatabase';

beforeEach(freshDatabase);

const BASE = 'http://api.test';

async function queue(key: string, createdAt: number, resume: Blob | null = null): Promise<void> {
  await addToOutbox(
    newOutboxItem(
      resume
        ? { kind: 'application', fields: { fullname: key }, resume, resumeFileName: `${key}.pdf` }
        : { kind: 'enquiry', fields: { companyName: key }, resume: null, resumeFileName: null },
      key,
      createdAt,
    ),
  );
}

/** A fake server: answers each request by its idempotency key, records what reached it. */
function fakeServer(answer: (key: string) => Response | Promise<Response> = () => jsonAnswer(201, {})) {
  const received: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const key = (input as Request).headers.get('Idempotency-Key') ?? '';
    received.push(key);
    return answer(key);
  };
  return { received, fetch };
}

function flusher(fetch: typeof globalThis.fetch, clock = { now: 1_000_000 }, events: OutboxEvent[] = []) {
  return createOutboxDelivery({
    fetch,
    baseUrl: BASE,
    now: () => clock.now,
    locks: null,
    publish: (event) => events.push(event),
  });
}

describe('flushing the outbox', () => {
  it('sends pending items oldest first and deletes each once delivered, resume included', async () => {
    await queue('second', 2000, new Blob(['%PDF-1.4 resume']));
    await queue('first', 1000);
    await queue('third', 3000);
    const server = fakeServer();

    const report = await flusher(server.fetch)();

    expect(server.received).toEqual(['first', 'second', 'third']);
    expect(report.delivered).toEqual(['first', 'second', 'third']);
    expect(await outboxItems()).toEqual([]);
  });

  it('keeps an item on a 5xx with one more attempt, the error, and the backoff', async () => {
    await queue('a', 1000);
    const clock = { now: 1_000_000 };
    const server = fakeServer(() => jsonAnswer(503, { message: 'Service Unavailable' }));

    const report = await flusher(server.fetch, clock)();

    expect(report).toEqual<DeliveryReport>({ delivered: [], refused: [], waiting: ['a'] });
    expect(await outboxItem('a')).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: 'The server answered 503.',
      nextAttemptAt: 1_000_000 + 10_000,
    });
  });

  it.each([408, 429, 500, 502])('keeps an item for a retry on %i', async (status) => {
    await queue('a', 1000);
    await flusher(fakeServer(() => jsonAnswer(status, {})).fetch)();
    expect(await outboxItem('a')).toMatchObject({ status: 'waiting', attempts: 1 });
  });

  it('keeps an item on a network error', async () => {
    await queue('a', 1000);
    await flusher(() => Promise.reject(new TypeError('Failed to fetch')))();
    expect(await outboxItem('a')).toMatchObject({ status: 'waiting', attempts: 1, lastError: 'Network error: Failed to fetch' });
  });

  it('does not retry before the backoff runs out, unless told to ignore it', async () => {
    await queue('a', 1000);
    const clock = { now: 1_000_000 };
    let status = 503;
    const server = fakeServer(() => jsonAnswer(status, {}));
    const flush = flusher(server.fetch, clock);
    await flush();

    clock.now += 9_999;
    await flush();
    expect(server.received).toEqual(['a']);

    clock.now += 1;
    await flush();
    expect(server.received).toEqual(['a', 'a']);
    expect(await outboxItem('a')).toMatchObject({ attempts: 2, nextAttemptAt: clock.now + 20_000 });

    status = 201;
    await flush({ ignoreBackoff: true });
    expect(server.received).toEqual(['a', 'a', 'a']);
    expect(await outboxItems()).toEqual([]);
  });

  it('marks an item failed with the server message on another 4xx, and leaves it to the user', async () => {
    await queue('a', 1000);
    const server = fakeServer(() => jsonAnswer(400, { message: 'Enter a valid email address' }));
    const flush = flusher(server.fetch);

    const report = await flush();
    await flush({ ignoreBackoff: true });

    expect(report.refused).toEqual(['a']);
    expect(await outboxItem('a')).toMatchObject({ status: 'refused', attempts: 1, lastError: 'Enter a valid email address' });
    expect(server.received).toEqual(['a']);
  });

  it('stops the pass at a connection failure, the rest would fail the same way', async () => {
    await queue('a', 1000);
    await queue('b', 2000);
    const server = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });

    await flusher(server.fetch)();

    expect(server.received).toEqual(['a']);
    expect(await outboxItem('b')).toMatchObject({ attempts: 0 });
  });

  it('goes on past an item the server failed (5xx) or refused (4xx)', async () => {
    await queue('a', 1000);
    await queue('b', 2000);
    await queue('c', 3000);
    const answers: Record<string, number> = { a: 500, b: 422, c: 201 };
    const server = fakeServer((key) => jsonAnswer(answers[key] ?? 500, { message: 'no' }));

    const report = await flusher(server.fetch)();

    expect(server.received).toEqual(['a', 'b', 'c']);
    expect(report).toEqual<DeliveryReport>({ delivered: ['c'], refused: ['b'], waiting: ['a'] });
  });

  it('tries only the named item when asked, whatever its backoff', async () => {
    await queue('old', 1000);
    await queue('new', 2000);
    const server = fakeServer();

    await flusher(server.fetch)({ only: 'new' });

    expect(server.received).toEqual(['new']);
    expect((await outboxItems()).map((item) => item.idempotencyKey)).toEqual(['old']);
  });

  it('tells when an item is delivered, and whether it had been waiting', async () => {
    await queue('a', 1000);
    await queue('b', 2000);
    const events: OutboxEvent[] = [];
    let up = false;
    const server = fakeServer(() => (up ? jsonAnswer(201, {}) : jsonAnswer(503, {})));
    const flush = flusher(server.fetch, { now: 1_000_000 }, events);

    await flush({ only: 'a' });
    up = true;
    await flush({ ignoreBackoff: true });

    const deliveries = events.filter((event) => event.type === 'delivered');
    expect(deliveries).toEqual([
      { type: 'delivered', idempotencyKey: 'a', kind: 'enquiry', title: 'Recruiting enquiry from a', waited: true },
      { type: 'delivered', idempotencyKey: 'b', kind: 'enquiry', title: 'Recruiting enquiry from b', waited: false },
    ]);
    expect(events.filter((event) => event.type === 'changed').length).toBeGreaterThanOrEqual(3);
  });
});

describe('single flight', () => {
  it('never sends an item twice when flushes overlap in one context', async () => {
    await queue('a', 1000);
    await queue('b', 2000);
    const gate = deferred<boolean>();
    const server = fakeServer(async () => {
      await gate.promise;
      return jsonAnswer(201, {});
    });
    const flush = flusher(server.fetch);

    const runs = [flush(), flush(), flush({ ignoreBackoff: true }), flush()];
    gate.resolve(true);
    await Promise.all(runs);

    expect(server.received).toEqual(['a', 'b']);
    expect(await outboxItems()).toEqual([]);
  });

  it('runs once more after a pass when asked during it, so an item added meanwhile is sent', async () => {
    await queue('a', 1000);
    const gate = deferred<boolean>();
    const server = fakeServer(async (key) => {
      if (key === 'a') await gate.promise;
      return jsonAnswer(201, {});
    });
    const flush = flusher(server.fetch);

    const first = flush();
    await new Promise((resolve) => setTimeout(resolve, 10)); // the pass is now waiting on 'a'
    await queue('late', 5000);
    const second = flush();
    gate.resolve(true);
    await Promise.all([first, second]);

    expect(server.received).toEqual(['a', 'late']);
  });

  it('never sends an item twice when two contexts (tabs, worker) flush at once, thanks to the lock', async () => {
    await queue('a', 1000);
    await queue('b', 2000);
    // A minimal Web Locks stand-in: one holder at a time, the rest wait in order.
    let tail: Promise<unknown> = Promise.resolve();
    const locks: DeliveryLocks = {
      request: (_name, callback) => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const gate = deferred<boolean>();
    const server = fakeServer(async () => {
      await gate.promise;
      return jsonAnswer(201, {});
    });
    const context = () => createOutboxDelivery({ fetch: server.fetch, baseUrl: BASE, locks, publish: () => undefined });
    const [tab, worker] = [context(), context()];

    const runs = [tab(), worker({ ignoreBackoff: true }), tab({ only: 'b' })];
    gate.resolve(true);
    await Promise.all(runs);

    expect(server.received).toEqual(['a', 'b']);
  });
});
