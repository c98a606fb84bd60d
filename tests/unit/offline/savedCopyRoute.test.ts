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
