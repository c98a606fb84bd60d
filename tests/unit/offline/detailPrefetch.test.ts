// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readSavedResponse, saveResponse } from '../../../src/offline/savedResponses';
import { forgetUnlisted, listIds, PREFETCH_CONCURRENCY, PREFETCH_FRESH_MS, prefetchDetails } from '../../../sw/detailPrefetch';
import { freshDatabase, jsonAnswer } from './freshDatabase';

const LIST = 'http://app.test/api/Project_10_Sr_Technologies_Jobs_NewPosts';
const listBody = (count: number) =>
  JSON.stringify(Array.from({ length: count }, (_, i) => ({ id: i + 1, jobname: `Job ${i + 1}` })));

/** A server that counts requests in flight and answers each detail with its id. */
function detailServer() {
  const state = { inFlight: 0, most: 0, requested: [] as string[] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    state.requested.push(url);
    state.inFlight += 1;
    state.most = Math.max(state.most, state.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.inFlight -= 1;
    return jsonAnswer(200, { id: Number(url.split('/').pop()) });
  });
  return state;
}

beforeEach(freshDatabase);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetching the details of a list ahead', () => {
  it('reads the ids of a list answer, once each, ignoring junk', () => {
    expect(listIds('[{"id":3},{"id":1},{"id":3},{"id":"x"},{},null,{"id":-2}]')).toEqual([3, 1]);
    expect(listIds('not json')).toEqual([]);
    expect(listIds('{"id":1}')).toEqual([]);
  });

  it("saves every item's details, at most four requests at a time", async () => {
    const server = detailServer();

    const saved = await prefetchDetails(LIST, listBody(12));

    expect(saved).toBe(12);
    expect(server.most).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);
    expect(server.most).toBeGreaterThan(1);
    expect(JSON.parse((await readSavedResponse(`${LIST}/7`))?.body ?? 'null')).toEqual({ id: 7 });
  });

  it('skips details saved within the last hour, and refreshes older ones', async () => {
    const now = 10 * PREFETCH_FRESH_MS;
    await saveResponse(`${LIST}/1`, jsonAnswer(200, { id: 1 }), now - 60_000);
    await saveResponse(`${LIST}/2`, jsonAnswer(200, { id: 2 }), now - 2 * PREFETCH_FRESH_MS);
    const server = detailServer();

    await prefetchDetails(LIST, listBody(3), now);

    expect(server.requested.sort()).toEqual([`${LIST}/2`, `${LIST}/3`]);
  });

  it('fetches at most 300 items of a long list', async () => {
    const server = detailServer();
    await prefetchDetails(LIST, listBody(320));
    expect(server.requested).toHaveLength(300);
  });

  it('fetches nothing when the user asked to save data', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const server = detailServer();

    expect(await prefetchDetails(LIST, listBody(5))).toBe(0);
    expect(server.requested).toEqual([]);
  });

  it('stops at the first network failure (the connection went)', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });

    expect(await prefetchDetails(LIST, listBody(50))).toBe(0);
    expect(calls).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);
  });
});

describe('forgetting the details a fresh list no longer has', () => {
  it('deletes saved details of removed items and keeps the rest, other lists and queries', async () => {
    const other = 'http://app.test/api/Project_10_Sr_Technologies_Jobs_NewCompany';
    for (const url of [`${LIST}/1`, `${LIST}/2`, `${LIST}/3`, `${LIST}/2?x=1`, `${other}/3`, LIST])
      await saveResponse(url, jsonAnswer(200, {}));
    expect(await forgetUnlisted(LIST, JSON.stringify([{ id: 1 }, { id: 2 }]))).toBe(1);
    expect(await readSavedResponse(`${LIST}/3`)).toBeUndefined();
    for (const url of [`${LIST}/1`, `${LIST}/2`, `${LIST}/2?x=1`, `${other}/3`, LIST])
      expect(await readSavedResponse(url), url).toBeDefined();
  });

  it('forgets nothing when the answer is not a list', async () => {
    await saveResponse(`${LIST}/1`, jsonAnswer(200, {}));
    expect(await forgetUnlisted(LIST, '{"message":"maintenance"}')).toBe(0);
    expect(await readSavedResponse(`${LIST}/1`)).toBeDefined();
  });
});
