// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { newOutboxItem } from '../../../../src/outbox/item/outboxItem';
import { createOutboxDelivery } from '../../../../src/outbox/shared/deliverOutbox';
import { addToOutbox, outboxItem } from '../../../../src/outbox/shared/outbox';
import type { OutboxEvent } from '../../../../src/outbox/shared/outboxEvents';
import { freshDatabase } from '../../offline/freshDatabase';

beforeEach(freshDatabase);

const START = 1_000_000;

async function keep(key: string, createdAt: number): Promise<void> {
  await addToOutbox(
    newOutboxItem({ kind: 'enquiry', fields: { companyName: key }, resume: null, resumeFileName: null }, key, createdAt),
  );
}

/** A server that answers `status` with `Retry-After: seconds` until told to accept; records the keys it saw. */
function busyServer(status: number, seconds: string) {
  const state = { accept: false, received: [] as string[] };
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    state.received.push((input as Request).headers.get('Idempotency-Key') ?? '');
    return Promise.resolve(
      state.accept ? new Response('{}', { status: 201 }) : new Response('{}', { status, headers: { 'Retry-After': seconds } }),
    );
  };
  return { state, fetch };
}

function outboxDelivery(fetch: typeof globalThis.fetch, clock: { now: number }, events: OutboxEvent[] = []) {
  return createOutboxDelivery({
    fetch,
    baseUrl: 'http://api.test',
    now: () => clock.now,
    locks: null,
    publish: (event) => events.push(event),
  });
}

/** The event that tells the pages the server asked item 'a' (an enquiry) to wait until `until`. */
function busyEventOfA(until: number, waited: boolean): OutboxEvent {
  return { type: 'busy', idempotencyKey: 'a', kind: 'enquiry', title: 'Recruiting enquiry from a', subject: 'a', until, waited };
}

describe("the outbox honours the server's Retry-After", () => {
  it.each([429, 503])('plans the next attempt of a %i no earlier than the server asked, beyond the backoff', async (status) => {
    await keep('a', 1000);
    const clock = { now: START };
    const server = busyServer(status, '120');
    await outboxDelivery(server.fetch, clock)();
    expect(await outboxItem('a')).toMatchObject({
      attempts: 1,
      nextAttemptAt: START + 120_000,
      serverWaitUntil: START + 120_000,
    });
  });

  it('plans the next attempt at the very time the server asked, which is what the notices announce', async () => {
    await keep('a', 1000);
    const clock = { now: START };
    await outboxDelivery(busyServer(503, '2').fetch, clock)();
    expect(await outboxItem('a')).toMatchObject({ nextAttemptAt: START + 2_000, serverWaitUntil: START + 2_000 });
  });

  it('waits at least the first backoff step when the server asked for no wait at all', async () => {
    await keep('a', 1000);
    const clock = { now: START };
    await outboxDelivery(busyServer(503, '0').fetch, clock)();
    expect(await outboxItem('a')).toMatchObject({ nextAttemptAt: START + 500, serverWaitUntil: START });
  });

  it('is respected by the triggers that skip the backoff (online, sync, worker start), not by Send now', async () => {
    await keep('a', 1000);
    const clock = { now: START };
    const server = busyServer(429, '60');
    const deliver = outboxDelivery(server.fetch, clock);
    await deliver();

    clock.now += 59_999;
    await deliver({ ignoreBackoff: true });
    expect(server.state.received).toEqual(['a']);

    await deliver({ only: 'a' }); // the user's "Send now": their call
    expect(server.state.received).toEqual(['a', 'a']);

    server.state.accept = true;
    clock.now += 60_000;
    await deliver({ ignoreBackoff: true });
    expect(server.state.received).toEqual(['a', 'a', 'a']);
    expect(await outboxItem('a')).toBeUndefined();
  });

  it("holds the whole outbox on a 429's wait (the server limits this client), and only that item on a 503's", async () => {
    await keep('a', 1000);
    await keep('b', 2000);
    const clock = { now: START };
    const limited = busyServer(429, '30');
    await outboxDelivery(limited.fetch, clock)();
    expect(limited.state.received).toEqual(['a']);
    expect(await outboxItem('b')).toMatchObject({ attempts: 0, serverWaitUntil: START + 30_000, nextAttemptAt: START + 30_000 });

    await freshDatabase();
    await keep('a', 1000);
    await keep('b', 2000);
    const busy = busyServer(503, '30');
    const deliver = outboxDelivery(busy.fetch, clock);
    await deliver();
    // The pass stops at the 503 and b waits out a's backoff step, but not its Retry-After.
    expect(await outboxItem('b')).toMatchObject({ attempts: 0 });
    expect((await outboxItem('b'))?.serverWaitUntil).toBeUndefined();
    clock.now += 1_000;
    await deliver();
    expect(busy.state.received).toEqual(['a', 'b']);
  });

  it('tells the pages that the server asked to wait, until when, and whether it was a later attempt', async () => {
    await keep('a', 1000);
    const events: OutboxEvent[] = [];
    const clock = { now: START };
    await outboxDelivery(busyServer(503, '45').fetch, clock, events)();
    // The first attempt's form tells the user itself (waitingText); later ones are told by a notice.
    expect(events).toContainEqual(busyEventOfA(START + 45_000, false));
    clock.now += 60_000;
    await outboxDelivery(busyServer(503, '45').fetch, clock, events)();
    expect(events).toContainEqual(busyEventOfA(START + 105_000, true));
  });

  it('forgets the wait once the server no longer asks for one', async () => {
    await keep('a', 1000);
    const clock = { now: START };
    const deliver = outboxDelivery(busyServer(503, '5').fetch, clock);
    await deliver();
    clock.now += 20_000;
    await outboxDelivery(() => Promise.resolve(new Response('{}', { status: 500 })), clock)();
    expect((await outboxItem('a'))?.serverWaitUntil).toBeUndefined();
  });
});
