// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { newOutboxItem } from '../../../../src/outbox/item/outboxItem';
import { PROBE_EVERY_LONG_MS, PROBE_EVERY_MS, PROBE_SLOWER_AFTER_MS } from '../../../../src/outbox/shared/backoff';
import { createOutboxDelivery } from '../../../../src/outbox/shared/deliverOutbox';
import { addToOutbox, outboxItem, outboxItems } from '../../../../src/outbox/shared/outbox';
import { freshDatabase, jsonAnswer } from '../../offline/freshDatabase';

beforeEach(freshDatabase);

/**
 * A server restart under a waiting queue, on a fake clock. The page's timer is played by calling
 * delivery at the earliest next attempt the outbox holds (what src/outbox/page/deliveryTriggers.ts does),
 * so this shows the schedule itself: when the device notices the server is back, and how long the
 * queue then takes.
 */

const START = 1_000_000;
/** The API's address; a probe is given, so retries probe first as they do on the app's own origin. */
const BASE = 'http://api.test';

async function keepApplications(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const key = `application-${index}`;
    const draft = {
      kind: 'application' as const,
      fields: { fullname: key },
      resume: new Blob(['%PDF-1.4']),
      resumeFileName: 'cv.pdf',
    };
    await addToOutbox(newOutboxItem(draft, key, START + index));
  }
}

/** A server that can be stopped and started: a stopped one refuses connections, and its readiness check too. */
function restartableServer(clock: { now: number }) {
  const state = { up: true, failWith: 0 };
  const posts: { at: number; key: string }[] = [];
  const probes: { at: number; answered: boolean }[] = [];
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    const request = input as Request;
    if (!state.up) return Promise.reject(new TypeError('Failed to fetch'));
    posts.push({ at: clock.now, key: request.headers.get('Idempotency-Key') ?? '' });
    return Promise.resolve(jsonAnswer(state.failWith || 201, {}));
  };
  const probe = (): Promise<boolean> => {
    probes.push({ at: clock.now, answered: state.up });
    return Promise.resolve(state.up);
  };
  return { state, posts, probes, fetch, probe };
}

type DeliveryOptions = NonNullable<Parameters<typeof createOutboxDelivery>[0]>;

/** A delivery on the fake clock, online, with no lock and no listener: what every case shares. */
function deliveryWith(clock: { now: number }, parts: Pick<DeliveryOptions, 'fetch' | 'probe' | 'baseUrl' | 'random'>) {
  return createOutboxDelivery({ now: () => clock.now, locks: null, publish: () => undefined, isOnline: () => true, ...parts });
}

function delivery(server: ReturnType<typeof restartableServer>, clock: { now: number }, random = () => 0.999_999) {
  return deliveryWith(clock, { fetch: server.fetch, baseUrl: BASE, probe: server.probe, random });
}

/** Runs the page's timer until `until` (or until the outbox is empty): each pass at the earliest next attempt. */
async function runTimerUntil(deliver: () => Promise<unknown>, clock: { now: number }, until: number): Promise<void> {
  for (;;) {
    const waiting = (await outboxItems()).filter((item) => item.status === 'waiting');
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((item) => item.nextAttemptAt));
    if (due > until) return;
    clock.now = Math.max(clock.now, due);
    await deliver();
  }
}

describe('a queue waiting while the server restarts', () => {
  it('is delivered within a second of the server answering again, however long it had been failing', async () => {
    const clock = { now: START };
    const server = restartableServer(clock);
    const deliver = delivery(server, clock);
    await keepApplications(3);

    // Two minutes of 500s first (the backoff grows to 12 s), then the server goes down for a while.
    server.state.failWith = 500;
    await runTimerUntil(deliver, clock, START + 120_000);
    server.state.up = false;
    await runTimerUntil(deliver, clock, START + 150_000);
    const backAt = START + 150_000;
    server.state.up = true;
    server.state.failWith = 0;
    await runTimerUntil(deliver, clock, backAt + 60_000);

    expect(await outboxItems()).toEqual([]);
    const delivered = server.posts.filter((post) => post.at >= backAt);
    expect(delivered.map((post) => post.key).sort()).toEqual(['application-0', 'application-1', 'application-2']);
    // Today's gap between two tries of an unreachable server is at most PROBE_EVERY_MS; the old
    // growing step (a tenth of the 150 s streak) left it 15 s.
    expect(Math.max(...delivered.map((post) => post.at)) - backAt).toBeLessThanOrEqual(PROBE_EVERY_MS);
    // The first answered probe released the whole queue in the same pass.
    const firstAnswered = server.probes.find((probe) => probe.answered && probe.at >= backAt);
    expect(delivered.every((post) => post.at === firstAnswered?.at)).toBe(true);
  });

  it('while the server is down, only probes reach it, about one a second, never a resume', async () => {
    const clock = { now: START };
    const server = restartableServer(clock);
    const deliver = delivery(server, clock);
    await keepApplications(3);
    server.state.up = false;
    await deliver(); // the first attempt: refused connection
    await runTimerUntil(deliver, clock, START + 60_000);

    expect(server.posts).toEqual([]);
    const gaps = server.probes.slice(1).map((probe, index) => probe.at - (server.probes[index]?.at ?? 0));
    expect(gaps.length).toBeGreaterThanOrEqual(55);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(PROBE_EVERY_MS);
    expect(server.probes.every((probe) => !probe.answered)).toBe(true);
  });

  it('spaces the probes to 5 s after ten minutes without an answer', async () => {
    const clock = { now: START };
    const server = restartableServer(clock);
    const deliver = delivery(server, clock);
    await keepApplications(1);
    server.state.up = false;
    await deliver();
    clock.now = START + PROBE_SLOWER_AFTER_MS;
    await deliver({ ignoreBackoff: true });
    expect(await outboxItem('application-0')).toMatchObject({ nextAttemptAt: clock.now + PROBE_EVERY_LONG_MS });
  });

  it('keeps the backoff when the server answers with an error (500): it is there, and failing', async () => {
    const clock = { now: START };
    const server = restartableServer(clock);
    const deliver = delivery(server, clock);
    await keepApplications(1);
    server.state.failWith = 500;
    await deliver();
    clock.now = START + 10 * 60_000;
    await deliver({ ignoreBackoff: true });
    expect(await outboxItem('application-0')).toMatchObject({ nextAttemptAt: clock.now + 60_000 });
  });

  it('keeps the backoff when the probe finds the server answering but the upload itself is cut', async () => {
    const clock = { now: START };
    const deliver = deliveryWith(clock, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      baseUrl: BASE,
      probe: () => Promise.resolve(true),
      random: () => 0.999_999,
    });
    await keepApplications(1);
    await deliver(); // no probe before a first attempt: the next try probes, about a second away
    expect(await outboxItem('application-0')).toMatchObject({ nextAttemptAt: START + PROBE_EVERY_MS });
    clock.now = START + 10 * 60_000;
    await deliver({ ignoreBackoff: true }); // the probe answered, the resume upload failed again
    expect(await outboxItem('application-0')).toMatchObject({ nextAttemptAt: clock.now + 60_000 });
  });

  it('honours a 503\u2019s Retry-After exactly, as before', async () => {
    const clock = { now: START };
    let answer = () => jsonAnswer(503, {});
    const deliver = deliveryWith(clock, {
      fetch: () => Promise.resolve(answer()),
      baseUrl: BASE,
      probe: () => Promise.resolve(true),
      random: () => 0.999_999,
    });
    await keepApplications(1);
    answer = () => new Response('{}', { status: 503, headers: { 'Retry-After': '30' } });
    await deliver();
    expect(await outboxItem('application-0')).toMatchObject({ nextAttemptAt: START + 30_000, serverWaitUntil: START + 30_000 });
  });

  it('with the API on another host (no probe there), keeps the backoff: a retry would send the whole body', async () => {
    const clock = { now: START };
    const deliver = deliveryWith(clock, {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      baseUrl: 'https://api.example.test',
      random: () => 0.999_999,
    });
    await keepApplications(1);
    await deliver();
    clock.now = START + 10 * 60_000;
    await deliver({ ignoreBackoff: true });
    expect(await outboxItem('application-0')).toMatchObject({ nextAttemptAt: clock.now + 60_000 });
  });
});
