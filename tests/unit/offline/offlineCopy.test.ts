// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { OfflineCopyChunk } from '../../../src/contract/offlineCopy';
import { apiPaths, resourcePaths } from '../../../src/contract/paths';
import { type Resource, RESOURCES } from '../../../src/contract/resources';
import { savedDetailUrl, syncOfflineCopy } from '../../../src/offline/offlineCopy';
import { readOfflineCopyProgress } from '../../../src/offline/offlineCopyProgress';
import { readSavedResponse } from '../../../src/offline/savedResponses';
import { freshDatabase, jsonAnswer } from './freshDatabase';

const BASE = 'http://app.test';

interface Row {
  resource: Resource;
  id: number;
  version: number;
  title: string;
}

/**
 * The offline copy's server, small: content with versions and removals, answering chunks of
 * `chunkSize` by the contract (src/contract/offlineCopy.ts). `failNext` drops that many requests
 * as a lost connection does.
 */
function fakeServer(chunkSize = 2) {
  const state = {
    version: 1,
    rows: [] as Row[],
    removals: [] as { resource: Resource; id: number; version: number }[],
    requests: [] as string[],
    /** The whole lists and job options fetched after a run (src/offline/wholeLists.ts). */
    listRequests: [] as string[],
    failNext: 0,
  };
  const order = (row: { resource: Resource; id: number }) => RESOURCES.indexOf(row.resource) * 1e6 + row.id;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/offline-copy') {
      state.listRequests.push(url.pathname);
      const resource = RESOURCES.find((name) => url.pathname === resourcePaths[name]);
      return jsonAnswer(
        200,
        resource ? state.rows.filter((row) => row.resource === resource).map((row) => ({ id: row.id })) : {},
      );
    }
    state.requests.push(`${url.pathname}${url.search}`);
    if (state.failNext > 0) {
      state.failNext -= 1;
      throw new TypeError('Failed to fetch');
    }
    const sinceRaw = url.searchParams.get('since');
    const since = sinceRaw === null ? null : Number(sinceRaw);
    const after = url.searchParams.get('after');
    const [version = state.version, resource = 'jobs', afterId = 0] = after
      ? [Number(after.split('.')[0]), after.split('.')[1] as Resource, Number(after.split('.')[2])]
      : [];
    if (version > state.version) return jsonAnswer(400, { message: 'The cursor belongs to data that has since been replaced.' });
    const from = order({ resource, id: afterId });
    const rows = state.rows
      .filter((row) => (since === null || row.version > since) && order(row) > from)
      .sort((a, b) => order(a) - order(b));
    const sent = rows.slice(0, chunkSize);
    const last = sent.at(-1);
    const chunk: OfflineCopyChunk = {
      version,
      full: since === null,
      items: sent.map((row) => ({ resource: row.resource, id: row.id, detail: { id: row.id, jobname: row.title } })),
      removed: after === null && since !== null ? state.removals.filter((r) => r.version > since) : [],
      next: rows.length > chunkSize && last ? `${version}.${last.resource}.${last.id}` : null,
    };
    return jsonAnswer(200, chunk);
  });
  const write = (resource: Resource, id: number, title: string) => {
    state.version += 1;
    state.rows = [
      ...state.rows.filter((row) => row.resource !== resource || row.id !== id),
      { resource, id, title, version: state.version },
    ];
  };
  const remove = (resource: Resource, id: number) => {
    state.version += 1;
    state.rows = state.rows.filter((row) => row.resource !== resource || row.id !== id);
    state.removals.push({ resource, id, version: state.version });
  };
  return { state, write, remove };
}

async function savedTitle(resource: Resource, id: number): Promise<string | undefined> {
  const saved = await readSavedResponse(savedDetailUrl(BASE, resource, id));
  return saved ? (JSON.parse(saved.body) as { jobname: string }).jobname : undefined;
}

const sync = (options: { saveData?: boolean; userAsked?: boolean } = {}) =>
  syncOfflineCopy({ apiBase: BASE, saveData: options.saveData ?? false, userAsked: options.userAsked });

beforeEach(freshDatabase);
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The connection goes during the second request of a copy (a chunk after the first): fetch fails once. */
function cutSecondRequest(): void {
  const original = globalThis.fetch;
  let calls = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    if (calls === 2) throw new TypeError('Failed to fetch');
    return original(input, init);
  });
}

describe('the offline copy', () => {
  it('saves every detail under the URL its page reads, in chunks, and remembers the version reached', async () => {
    const server = fakeServer();
    for (let id = 1; id <= 5; id += 1) server.write('jobs', id, `Job ${id}`);
    server.write('companies', 1, 'Alpha');
    server.write('articles', 1, 'News');
    const outcome = await sync();
    expect(outcome).toEqual({ kind: 'done', version: server.state.version, saved: 7, removed: 0, chunks: 4 });
    for (let id = 1; id <= 5; id += 1) expect(await savedTitle('jobs', id)).toBe(`Job ${id}`);
    expect(await savedTitle('companies', 1)).toBe('Alpha');
    const saved = await readSavedResponse(savedDetailUrl(BASE, 'articles', 1));
    expect(saved).toMatchObject({
      status: 200,
      contentType: 'application/json; charset=UTF-8',
      body: '{"id":1,"jobname":"News"}',
    });
    expect(await readOfflineCopyProgress()).toMatchObject({ version: server.state.version, run: null });
  });

  it('saves the whole lists and the job options with the copy, and fetches them again only when something changed', async () => {
    const server = fakeServer();
    for (let id = 1; id <= 3; id += 1) server.write('jobs', id, `Job ${id}`);
    await sync();
    const wholeLists = [...Object.values(resourcePaths), apiPaths.jobOptions];
    expect([...server.state.listRequests].sort()).toEqual([...wholeLists].sort());
    const savedJobs = await readSavedResponse(`${BASE}${resourcePaths.jobs}`);
    expect(JSON.parse(savedJobs?.body ?? '[]')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);

    server.state.listRequests = [];
    await sync();
    expect(server.state.listRequests).toEqual([]);

    server.remove('jobs', 2);
    await sync();
    expect(JSON.parse((await readSavedResponse(`${BASE}${resourcePaths.jobs}`))?.body ?? '[]')).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('a dropped chunk resumes where it stopped: the next run asks for that chunk, not the first', async () => {
    const server = fakeServer();
    for (let id = 1; id <= 6; id += 1) server.write('jobs', id, `Job ${id}`);
    // The second chunk's request fails: the connection went.
    cutSecondRequest();
    const cut = await sync();
    expect(cut).toMatchObject({ kind: 'interrupted', saved: 2, chunks: 1 });
    expect(await savedTitle('jobs', 2)).toBe('Job 2');
    expect(await savedTitle('jobs', 3)).toBeUndefined();
    const progress = await readOfflineCopyProgress();
    expect(progress).toMatchObject({ version: null, run: { since: null, next: `${server.state.version}.jobs.2` } });

    server.state.requests = [];
    const resumed = await sync();
    expect(resumed).toMatchObject({ kind: 'done', saved: 4, chunks: 2 });
    expect(server.state.requests[0]).toBe(`/api/offline-copy?after=${encodeURIComponent(`${server.state.version}.jobs.2`)}`);
    for (let id = 1; id <= 6; id += 1) expect(await savedTitle('jobs', id)).toBe(`Job ${id}`);
  });

  it('a delta applies what was added, changed and removed since the version the device holds', async () => {
    const server = fakeServer();
    for (let id = 1; id <= 4; id += 1) server.write('jobs', id, `Job ${id}`);
    server.write('companies', 7, 'Gamma');
    const first = await sync();
    expect(first.kind).toBe('done');
    const reached = server.state.version;

    server.write('jobs', 2, 'Job 2, changed');
    server.write('jobs', 9, 'Job 9, added');
    server.remove('jobs', 1);
    server.remove('companies', 7);
    server.state.requests = [];
    const delta = await sync();
    expect(delta).toEqual({ kind: 'done', version: server.state.version, saved: 2, removed: 2, chunks: 1 });
    expect(server.state.requests).toEqual([`/api/offline-copy?since=${reached}`]);
    expect(await savedTitle('jobs', 1)).toBeUndefined();
    expect(await savedTitle('companies', 7)).toBeUndefined();
    expect(await savedTitle('jobs', 2)).toBe('Job 2, changed');
    expect(await savedTitle('jobs', 9)).toBe('Job 9, added');
    expect(await savedTitle('jobs', 3)).toBe('Job 3');
    expect(await readOfflineCopyProgress()).toMatchObject({ version: server.state.version, run: null });
  });

  it('a cursor the server no longer knows (a database replaced) starts the full copy again', async () => {
    const server = fakeServer();
    for (let id = 1; id <= 4; id += 1) server.write('jobs', id, `Job ${id}`);
    cutSecondRequest();
    expect((await sync()).kind).toBe('interrupted');
    // The database is replaced by one with a lower version: the stored cursor is refused with 400.
    server.state.version = 0;
    server.state.rows = [{ resource: 'jobs', id: 1, version: 0, title: 'Fresh' }];
    const outcome = await sync();
    expect(outcome).toMatchObject({ kind: 'done', version: 0, saved: 1 });
    expect(await savedTitle('jobs', 1)).toBe('Fresh');
  });

  it('on Save-Data fetches nothing until the user asks, and then keeps the copy current', async () => {
    const server = fakeServer();
    server.write('jobs', 1, 'Job 1');
    expect(await sync({ saveData: true })).toEqual({ kind: 'skipped', why: 'save-data' });
    expect(server.state.requests).toEqual([]);

    expect(await sync({ saveData: true, userAsked: true })).toMatchObject({ kind: 'done', saved: 1 });
    server.write('jobs', 2, 'Job 2');
    expect(await sync({ saveData: true })).toMatchObject({ kind: 'done', saved: 1 });
    expect(await savedTitle('jobs', 2)).toBe('Job 2');
  });

  it('one run at a time: a second call while one runs shares it', async () => {
    const server = fakeServer();
    server.write('jobs', 1, 'Job 1');
    const [a, b] = await Promise.all([sync(), sync()]);
    expect(a).toEqual(b);
    expect(server.state.requests).toHaveLength(1);
  });
});
