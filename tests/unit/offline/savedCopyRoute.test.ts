// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readSavedResponse, saveResponse } from '../../../src/offline/savedResponses';
import { savedCopyHandler } from '../../../sw/savedCopyRoute';
import { freshDatabase, heldPromise, jsonAnswer } from './freshDatabase';

const URL_JOBS = 'http://app.test/api/Project_10_Sr_Technologies_Jobs_NewPosts';

type HandlerOptions = Parameters<ReturnType<typeof savedCopyHandler>>[0];

/** Calls the route handler as workbox would, and collects what it asked the worker to wait for. */
async function answer(handler: ReturnType<typeof savedCopyHandler>, url = URL_JOBS) {
  const pending: Promise<unknown>[] = [];
  const event = { waitUntil: (promise: Promise<unknown>) => pending.push(promise) } as unknown as HandlerOptions['event'];
  const response = await handler({ request: new Request(url), url: new URL(url), event });
  return { response, settled: () => Promise.all(pending) };
}

beforeEach(freshDatabase);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API reads in the service worker', () => {
  it('answers from the network and saves a 200 for later', async () => {
    vi.stubGlobal('fetch', async () => jsonAnswer(200, [{ id: 1 }]));
    const afterSave = vi.fn(async () => undefined);

    const { response, settled } = await answer(savedCopyHandler({ afterSave }));
    await settled();

    expect(response.headers.get('X-Saved-At')).toBeNull();
    expect(await response.json()).toEqual([{ id: 1 }]);
    expect((await readSavedResponse(URL_JOBS))?.body).toBe('[{"id":1}]');
    expect(afterSave).toHaveBeenCalledWith(URL_JOBS, '[{"id":1}]');
  });

  it('answers from the saved copy, with its time, when the network fails', async () => {
    await saveResponse(URL_JOBS, jsonAnswer(200, [{ id: 2 }]), Date.UTC(2025, 0, 1, 9));
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

    const { response } = await answer(savedCopyHandler());

    expect(response.status).toBe(200);
    expect(response.headers.get('X-Saved-At')).toBe('2025-01-01T09:00:00.000Z');
    expect(await response.json()).toEqual([{ id: 2 }]);
  });

  it('answers from the saved copy when the network is too slow, and still saves the late answer', async () => {
    await saveResponse(URL_JOBS, jsonAnswer(200, ['old']), 1000);
    const late = heldPromise<Response>();
    vi.stubGlobal('fetch', () => late.promise);

    const { response, settled } = await answer(savedCopyHandler({ timeoutMs: 30 }));
    expect(await response.json()).toEqual(['old']);

    late.resolve(jsonAnswer(200, ['new']));
    await settled();
    expect((await readSavedResponse(URL_JOBS))?.body).toBe('["new"]');
  });

  it('waits for a slow network when nothing is saved', async () => {
    const late = heldPromise<Response>();
    vi.stubGlobal('fetch', () => late.promise);
    setTimeout(() => late.resolve(jsonAnswer(200, ['late'])), 80);

    const { response } = await answer(savedCopyHandler({ timeoutMs: 20 }));

    expect(await response.json()).toEqual(['late']);
  });

  it('answers a JSON 503 with the offline message when there is neither network nor copy', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

    const { response } = await answer(savedCopyHandler());

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'You are offline and this page has not been saved on this device yet.' });
  });

  it('prefers the saved copy to a server error, and passes a 5xx through when there is none', async () => {
    vi.stubGlobal('fetch', async () => jsonAnswer(502, { message: 'Bad Gateway' }));
    expect((await answer(savedCopyHandler())).response.status).toBe(502);

    await saveResponse(URL_JOBS, jsonAnswer(200, ['kept']), 1000);
    const { response } = await answer(savedCopyHandler());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['kept']);
  });

  it('forgets the saved copy of something the server says is gone', async () => {
    const detail = `${URL_JOBS}/9`;
    await saveResponse(detail, jsonAnswer(200, { id: 9 }), 1000);
    vi.stubGlobal('fetch', async () => jsonAnswer(404, { message: 'Job not found' }));

    const { response, settled } = await answer(savedCopyHandler(), detail);
    await settled();

    expect(response.status).toBe(404);
    expect(await readSavedResponse(detail)).toBeUndefined();
  });
});

describe('windows of a list offline', () => {
  const jobs = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    jobname: i % 3 === 0 ? 'Welder' : 'Driver',
    location: i % 2 === 0 ? 'Chennai' : 'Madurai',
    jobtype: 'Full Time',
    experience: 'Fresh',
  }));

  beforeEach(() => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
  });

  it('cuts a filtered window out of the saved copy of the whole list, as the server would', async () => {
    await saveResponse(URL_JOBS, jsonAnswer(200, jobs), Date.UTC(2025, 0, 1, 9));

    const { response } = await answer(savedCopyHandler(), `${URL_JOBS}?offset=5&limit=3&title=%20welder&location=chennai`);

    expect(response.status).toBe(200);
    expect(response.headers.get('X-Saved-At')).toBe('2025-01-01T09:00:00.000Z');
    // Welders in Chennai: ids 1, 7, 13, 19, 25, 31, 37, 43 (every sixth job from the first).
    const page = (await response.json()) as { items: { id: number }[]; matched: number; total: number };
    expect(page).toMatchObject({ matched: 8, total: 45, offset: 5, limit: 3 });
    expect(page.items.map((job) => job.id)).toEqual([31, 37, 43]);
  });

  it('reads the list from its end for order=newest', async () => {
    await saveResponse(URL_JOBS, jsonAnswer(200, jobs));

    const { response } = await answer(savedCopyHandler(), `${URL_JOBS}?offset=0&limit=2&order=newest`);

    expect(((await response.json()) as { items: { id: number }[] }).items.map((job) => job.id)).toEqual([45, 44]);
  });

  it('falls back to the saved copy of that very window when the whole list was never saved', async () => {
    const url = `${URL_JOBS}?offset=0&limit=20`;
    await saveResponse(url, jsonAnswer(200, { items: [{ id: 9 }], matched: 1, total: 1, offset: 0, limit: 20 }));

    const { response } = await answer(savedCopyHandler(), url);

    expect(await response.json()).toMatchObject({ items: [{ id: 9 }], matched: 1 });
  });

  it('answers the offline 503 for a window of a list the device never saw', async () => {
    const { response } = await answer(savedCopyHandler(), `${URL_JOBS}?offset=0&limit=20`);

    expect(response.status).toBe(503);
  });
});
