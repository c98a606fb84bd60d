// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { newOutboxItem } from '../../../../src/outbox/item/outboxItem';
import { createOutboxDelivery, type DeliveryLocks, type DeliveryReport } from '../../../../src/outbox/shared/deliverOutbox';
import { addToOutbox, outboxItem, outboxItems } from '../../../../src/outbox/shared/outbox';
import type { OutboxEvent } from '../../../../src/outbox/shared/outboxEvents';
import { freshDatabase, heldPromise, jsonAnswer } from '../../offline/freshDatabase';

beforeEach(freshDatabase);

const BASE = 'http://api.test';

async function keep(key: string, createdAt: number, resume: Blob | null = null): Promise<void> {
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

interface Extra {
  probe?: () => Promise<boolean>;
  online?: () => boolean;
}

/** With the jitter at its top, so each wait is the whole backoff step (backoff.test.ts covers the jitter). */
function outboxDelivery(
  fetch: typeof globalThis.fetch,
  clock = { now: 1_000_000 },
  events: OutboxEvent[] = [],
  extra: Extra = {},
) {
  return createOutboxDelivery({
    fetch,
    baseUrl: BASE,
    now: () => clock.now,
    locks: null,
    publish: (event) => events.push(event),
    random: () => 0.999_999,
    probe: extra.probe,
    isOnline: extra.online ?? (() => true),
  });
}

describe('delivering the outbox', () => {
  it('attempts waiting items oldest first and deletes each once delivered, resume included', async () => {
    await keep('second', 2000, new Blob(['%PDF-1.4 resume']));
    await keep('first', 1000);
    await keep('third', 3000);
    const server = fakeServer();

    const report = await outboxDelivery(server.fetch)();

    // The oldest goes alone; once it is delivered the others go together, each request reaching
    // fetch once its body is built (a resume takes longer to read than an enquiry's JSON).
    expect(server.received[0]).toBe('first');
    expect([...server.received].sort()).toEqual(['first', 'second', 'third']);
    expect(report.delivered).toEqual(['first', 'second', 'third']);
    expect(await outboxItems()).toEqual([]);
  });

  it('keeps an item on a 5xx with one more attempt, the error, and the backoff', async () => {
    await keep('a', 1000);
    const clock = { now: 1_000_000 };
    const server = fakeServer(() => jsonAnswer(503, { message: 'Service Unavailable' }));

    const report = await outboxDelivery(server.fetch, clock)();

    expect(report).toEqual<DeliveryReport>({ delivered: [], refused: [], waiting: ['a'] });
    expect(await outboxItem('a')).toMatchObject({
      status: 'waiting',
      attempts: 1,
      lastError: 'The server answered 503.',
      nextAttemptAt: 1_000_000 + 500,
      failingSince: 1_000_000,
    });
  });

  it.each([408, 429, 500, 502])('keeps an item for a retry on %i', async (status) => {
    await keep('a', 1000);
    await outboxDelivery(fakeServer(() => jsonAnswer(status, {})).fetch)();
    expect(await outboxItem('a')).toMatchObject({ status: 'waiting', attempts: 1 });
  });

  it('keeps an item on a network error', async () => {
    await keep('a', 1000);
    await outboxDelivery(() => Promise.reject(new TypeError('Failed to fetch')))();
    expect(await outboxItem('a')).toMatchObject({ status: 'waiting', attempts: 1, lastError: 'Network error: Failed to fetch' });
  });

  it('does not attempt again before the backoff runs out, unless told to ignore it', async () => {
    await keep('a', 1000);
    const clock = { now: 1_000_000 };
    let status = 503;
    const server = fakeServer(() => jsonAnswer(status, {}));
    const deliver = outboxDelivery(server.fetch, clock);
    await deliver();

    clock.now += 499;
    await deliver();
    expect(server.received).toEqual(['a']);

    clock.now += 1;
    await deliver();
    expect(server.received).toEqual(['a', 'a']);
    expect(await outboxItem('a')).toMatchObject({ attempts: 2, nextAttemptAt: clock.now + 1_000 });

    status = 201;
    await deliver({ ignoreBackoff: true });
    expect(server.received).toEqual(['a', 'a', 'a']);
    expect(await outboxItems()).toEqual([]);
  });

  it('marks an item refused with the server message on another 4xx, and leaves it to the user', async () => {
    await keep('a', 1000);
    const server = fakeServer(() => jsonAnswer(400, { message: 'Enter a valid email address' }));
    const deliver = outboxDelivery(server.fetch);

    const report = await deliver();
    await deliver({ ignoreBackoff: true });

    expect(report.refused).toEqual(['a']);
    expect(await outboxItem('a')).toMatchObject({ status: 'refused', attempts: 1, lastError: 'Enter a valid email address' });
    expect(server.received).toEqual(['a']);
  });

  it('stops the pass at a connection failure, the rest would fail the same way', async () => {
    await keep('a', 1000);
    await keep('b', 2000);
    const server = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });

    await outboxDelivery(server.fetch)();

    expect(server.received).toEqual(['a']);
    expect(await outboxItem('b')).toMatchObject({ attempts: 0 });
  });

  it('stops an automatic pass at a 5xx too; the next pass begins with the others, past a refused one', async () => {
    await keep('a', 1000);
    await keep('b', 2000);
    await keep('c', 3000);
    const answers: Record<string, number> = { a: 500, b: 422, c: 201 };
    const server = fakeServer((key) => jsonAnswer(answers[key] ?? 500, { message: 'no' }));
    const deliver = outboxDelivery(server.fetch);

    expect(await deliver()).toEqual<DeliveryReport>({ delivered: [], refused: [], waiting: ['a', 'b', 'c'] });
    expect(server.received).toEqual(['a']);

    // a just failed, so it goes last; c's delivery shows the server takes submissions, so a goes too.
    const report = await deliver({ ignoreBackoff: true });
    expect(server.received).toEqual(['a', 'b', 'c', 'a']);
    expect(report).toEqual<DeliveryReport>({ delivered: ['c'], refused: ['b'], waiting: ['a'] });
  });

  it('once one item is delivered, attempts the rest in the same pass whatever their backoff', async () => {
    await keep('a', 1000);
    await keep('b', 2000);
    const clock = { now: 1_000_000 };
    let up = false;
    const server = fakeServer(() => (up ? jsonAnswer(201, {}) : jsonAnswer(503, {})));
    const deliver = outboxDelivery(server.fetch, clock);
    await deliver({ only: 'a' }); // due again at +500
    clock.now += 1_000;
    await deliver({ only: 'b' }); // due again at +1500

    up = true;
    const report = await deliver(); // only a is due, but its delivery shows the server is back
    expect(report.delivered).toEqual(['a', 'b']);
  });

  it('asks the server whether it answers before sending a failed item again, and sends nothing if not', async () => {
    await keep('a', 1000, new Blob(['%PDF-1.4 resume']));
    const clock = { now: 1_000_000 };
    let answers = false;
    const probes: number[] = [];
    const probe = () => {
      probes.push(clock.now);
      return Promise.resolve(answers);
    };
    const server = fakeServer(() => jsonAnswer(502, {}));
    const deliver = outboxDelivery(server.fetch, clock, [], { probe });

    await deliver(); // the first attempt is sent as it is
    expect(probes).toEqual([]);
    await deliver({ ignoreBackoff: true });
    expect(server.received).toEqual(['a']);
    expect(await outboxItem('a')).toMatchObject({ attempts: 2, lastError: 'The server could not be reached.' });

    answers = true;
    await deliver({ ignoreBackoff: true });
    expect(server.received).toEqual(['a', 'a']);
    expect(probes).toHaveLength(2);
  });

  it('starts no streak of failures while the browser is offline, so the backoff stays short afterwards', async () => {
    await keep('a', 1000);
    const clock = { now: 1_000_000 };
    let online = false;
    const deliver = outboxDelivery(() => Promise.reject(new TypeError('Failed to fetch')), clock, [], { online: () => online });
    await deliver();
    expect((await outboxItem('a'))?.failingSince).toBeUndefined();

    clock.now += 10 * 60_000;
    online = true;
    await deliver({ ignoreBackoff: true });
    expect(await outboxItem('a')).toMatchObject({ failingSince: clock.now, nextAttemptAt: clock.now + 1_000 });
  });

  it('after a failed pass, holds every waiting item for the failed one\u2019s backoff: one attempt per step, not one per item', async () => {
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) await keep(key, 1000 + index);
    const clock = { now: 1_000_000 };
    const server = fakeServer(() => jsonAnswer(500, {}));
    const deliver = outboxDelivery(server.fetch, clock);

    await deliver();
    expect(server.received).toEqual(['a']);
    expect((await outboxItems()).map((item) => item.nextAttemptAt)).toEqual([1_000_500, 1_000_500, 1_000_500, 1_000_500]);

    clock.now += 499;
    await deliver();
    expect(server.received).toEqual(['a']);
    clock.now += 1;
    await deliver();
    // b (fewest attempts, oldest) goes next, and a waits its longer second step.
    expect(server.received).toEqual(['a', 'b']);
  });

  it('sends one item at a time until one is delivered, then six at once', async () => {
    for (let index = 0; index < 9; index += 1) await keep(`k${index}`, 1000 + index);
    let inFlight = 0;
    const most: number[] = [];
    const server = fakeServer(async () => {
      inFlight += 1;
      most.push(inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return jsonAnswer(201, {});
    });

    const report = await outboxDelivery(server.fetch)();

    expect(report.delivered).toHaveLength(9);
    expect(most[0]).toBe(1);
    expect(Math.max(...most)).toBe(6);
  });

  it('grows the backoff once the failures have lasted a minute', async () => {
    await keep('a', 1000);
    const clock = { now: 1_000_000 };
    const deliver = outboxDelivery(() => Promise.resolve(jsonAnswer(500, {})), clock);
    await deliver();
    clock.now += 10 * 60_000;
    await deliver();
    expect(await outboxItem('a')).toMatchObject({ failingSince: 1_000_000, nextAttemptAt: clock.now + 60_000 });
  });

  it('tries only the named item when asked, whatever its backoff', async () => {
    await keep('old', 1000);
    await keep('new', 2000);
    const server = fakeServer();

    await outboxDelivery(server.fetch)({ only: 'new' });

    expect(server.received).toEqual(['new']);
    expect((await outboxItems()).map((item) => item.idempotencyKey)).toEqual(['old']);
  });

  it('tells when an item is delivered, and whether it had been waiting', async () => {
    await keep('a', 1000);
    await keep('b', 2000);
    const events: OutboxEvent[] = [];
    let up = false;
    const server = fakeServer(() => (up ? jsonAnswer(201, {}) : jsonAnswer(503, {})));
    const deliver = outboxDelivery(server.fetch, { now: 1_000_000 }, events);

    await deliver({ only: 'a' });
    up = true;
    await deliver({ ignoreBackoff: true });

    const deliveries = events.filter((event) => event.type === 'delivered');
    // b was due the longest (a had just failed), so it went first.
    expect(deliveries).toEqual([
      {
        type: 'delivered',
        idempotencyKey: 'b',
        kind: 'enquiry',
        title: 'Recruiting enquiry from b',
        subject: 'b',
        waited: false,
      },
      { type: 'delivered', idempotencyKey: 'a', kind: 'enquiry', title: 'Recruiting enquiry from a', subject: 'a', waited: true },
    ]);
    expect(events.filter((event) => event.type === 'changed').length).toBeGreaterThanOrEqual(3);
  });
});

describe('single flight', () => {
  it('never sends an item twice when delivery passes overlap in one context', async () => {
    await keep('a', 1000);
    await keep('b', 2000);
    const gate = heldPromise<boolean>();
    const server = fakeServer(async () => {
      await gate.promise;
      return jsonAnswer(201, {});
    });
    const deliver = outboxDelivery(server.fetch);

    const runs = [deliver(), deliver(), deliver({ ignoreBackoff: true }), deliver()];
    gate.resolve(true);
    await Promise.all(runs);

    expect(server.received).toEqual(['a', 'b']);
    expect(await outboxItems()).toEqual([]);
  });

  it('runs once more after a pass when asked during it, so an item added meanwhile is delivered', async () => {
    await keep('a', 1000);
    const gate = heldPromise<boolean>();
    const server = fakeServer(async (key) => {
      if (key === 'a') await gate.promise;
      return jsonAnswer(201, {});
    });
    const deliver = outboxDelivery(server.fetch);

    const first = deliver();
    await new Promise((resolve) => setTimeout(resolve, 10)); // the pass is now waiting on 'a'
    await keep('late', 5000);
    const second = deliver();
    gate.resolve(true);
    await Promise.all([first, second]);

    expect(server.received).toEqual(['a', 'late']);
  });

  it('never sends an item twice when two contexts (tabs, worker) deliver at once, thanks to the lock', async () => {
    await keep('a', 1000);
    await keep('b', 2000);
    // A minimal Web Locks stand-in: one holder at a time, the rest wait in order.
    let tail: Promise<unknown> = Promise.resolve();
    const locks: DeliveryLocks = {
      request: (_name, callback) => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const gate = heldPromise<boolean>();
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
