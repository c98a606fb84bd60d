import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { createApp } from '../../server/app';
import { AnswerCache } from '../../server/http/answerCache';
import { currentContentVersion } from '../../server/repositories/contentVersion';
import { deleteContent, insertContent, updateContent } from '../../server/repositories/contentWrites';
import { deleteAllJobs, insertJobs, jobToRow } from '../../server/repositories/jobs';
import { OFFLINE_COPY_CHUNK_ITEMS, OFFLINE_COPY_CURSOR_VERSIONS } from '../../server/routes/offlineCopy';
import { generateJobs } from '../../server/seed/generate';
import { OFFLINE_COPY_PATH, type OfflineCopyChunk } from '../../src/contract/offlineCopy';
import { detailPath, resourcePaths } from '../../src/contract/paths';
import { DEFAULT_RESUME_MAX_BYTES } from '../../src/domain/resume';
import { testDatabases } from './support/databases';
import { fixture } from './support/fixture';
import { GENEROUS_GUARDS } from './support/guards';
import type { TestApp } from './support/testApp';
import { testAppForEachTest, testAppForThisBlock } from './support/testApp';

const JOBS = 1_200;
const many = { ...fixture, jobs: [...fixture.jobs, ...generateJobs(JOBS - fixture.jobs.length, 7)] };

async function chunk(t: TestApp, query = '', headers: Record<string, string> = {}): Promise<OfflineCopyChunk> {
  const res = await t.request(`${OFFLINE_COPY_PATH}${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OfflineCopyChunk;
}

/** Every chunk of one run, following `next`. */
async function wholeRun(t: TestApp, since?: number): Promise<OfflineCopyChunk[]> {
  const sinceQuery = since === undefined ? '' : `since=${since}`;
  const chunks = [await chunk(t, sinceQuery ? `?${sinceQuery}` : '')];
  for (let next = chunks[0]?.next; next; next = chunks.at(-1)?.next) {
    chunks.push(await chunk(t, `?${[sinceQuery, `after=${encodeURIComponent(next)}`].filter(Boolean).join('&')}`));
  }
  return chunks;
}

function job(title: string) {
  const [generated] = generateJobs(1, 99);
  if (!generated) throw new Error('one generated job');
  return jobToRow({ ...generated, title });
}

describe.each(testDatabases)('GET /api/offline-copy on $name', (database) => {
  describe('the full copy', () => {
    const t = testAppForThisBlock({ database, seed: many });

    it('sends every detail once, in chunks, each exactly what its detail endpoint answers', async () => {
      const chunks = await wholeRun(t);
      expect(chunks.length).toBe(
        Math.ceil((JOBS + fixture.companies.length + fixture.articles.length) / OFFLINE_COPY_CHUNK_ITEMS),
      );
      for (const c of chunks) expect(c.items.length).toBeLessThanOrEqual(OFFLINE_COPY_CHUNK_ITEMS);
      const items = chunks.flatMap((c) => c.items);
      const keys = items.map((item) => `${item.resource}/${item.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(items.filter((item) => item.resource === 'jobs')).toHaveLength(JOBS);
      expect(items.filter((item) => item.resource === 'companies')).toHaveLength(fixture.companies.length);
      expect(items.filter((item) => item.resource === 'articles')).toHaveLength(fixture.articles.length);
      expect(chunks.every((c) => c.full && c.removed.length === 0)).toBe(true);
      // A sample from each resource: the saved copy must be the detail page's very answer.
      for (const item of [items[0], items[JOBS - 1], items[JOBS], items.at(-1)]) {
        if (!item) throw new Error('missing item');
        const text = await (await t.request(detailPath(resourcePaths[item.resource], item.id))).text();
        expect(JSON.stringify(item.detail)).toBe(text);
      }
    });

    it('is compressed with the encoding the client accepts', async () => {
      const res = await t.request(OFFLINE_COPY_PATH, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.headers.get('content-encoding')).toBe('br');
      const plain = await t.request(OFFLINE_COPY_PATH);
      const compressed = Number((await res.arrayBuffer()).byteLength);
      expect(compressed).toBeLessThan((await plain.arrayBuffer()).byteLength / 4);
    });

    it('a cursor asked for again answers the same chunk, so a dropped chunk resumes where it stopped', async () => {
      const first = await chunk(t);
      const next = first.next ?? '';
      const again = await chunk(t, `?after=${encodeURIComponent(next)}`);
      const once = await chunk(t, `?after=${encodeURIComponent(next)}`);
      expect(again).toEqual(once);
      expect(again.items[0]?.id).toBe((first.items.at(-1)?.id ?? 0) + 1);
    });

    it('a run may move between instances on one database: each answers the cursors the others issued', async () => {
      // A second instance: its own caches and ids, the same database (no secret to share).
      const other = createApp({
        db: t.db,
        resumeMaxBytes: DEFAULT_RESUME_MAX_BYTES,
        distDir: join(tmpdir(), 'no-dist'),
        uploadsDir: join(tmpdir(), 'no-uploads'),
        answers: new AnswerCache(),
        guards: GENEROUS_GUARDS,
      });
      const alone = await wholeRun(t);
      const alternating: OfflineCopyChunk[] = [];
      let next: string | null = null;
      do {
        const instance = alternating.length % 2 === 0 ? other : t.app;
        const res = await instance.request(`${OFFLINE_COPY_PATH}${next === null ? '' : `?after=${encodeURIComponent(next)}`}`);
        expect(res.status).toBe(200);
        alternating.push((await res.json()) as OfflineCopyChunk);
        next = alternating.at(-1)?.next ?? null;
      } while (next !== null);
      expect(alternating).toEqual(alone);
    });

    it('refuses bad parameters with 400 and a message, never 500', async () => {
      const version = await currentContentVersion(t.db.kysely);
      for (const query of [
        '?since=abc',
        '?since=-1',
        '?since=1.5',
        '?since=',
        '?since=01',
        '?since=1e3',
        '?since=1&since=2',
        '?after=nonsense',
        '?after=1.people.3',
        '?after=1.jobs.-3',
        '?after=1.jobs.3.4',
        `?after=${version + 1}.jobs.0`,
        '?since=99999999999999999999',
      ]) {
        const res = await t.request(`${OFFLINE_COPY_PATH}${query}`);
        expect(res.status, query).toBe(400);
        const body = (await res.json()) as { message: string };
        expect(body.message, query).toMatch(/^(since must be|after must be|The cursor belongs)/);
      }
    });

    it("answers made-up cursors with the run's own chunks: 300 of them keep no more answers than the run has chunks", async () => {
      const run = await wholeRun(t);
      const version = run[0]?.version ?? -1;
      const pool = () => t.answers.usage().find((p) => p.name === 'offline copy');
      const firstIds = new Map(run.map((c) => [`${c.items[0]?.resource}/${c.items[0]?.id}`, c]));
      for (let i = 0; i < 300; i += 1) {
        const resource = ['jobs', 'companies', 'articles'][i % 3];
        const made = await chunk(t, `?after=${version}.${resource}.${(i * 37) % 1_500}`);
        // The chunk around the place named: one of the run's own, which skips nothing after that place.
        const own = firstIds.get(`${made.items[0]?.resource}/${made.items[0]?.id}`);
        expect([made.version, made.items.length, made.next]).toEqual([version, own?.items.length, own?.next]);
        expect(pool()?.entries).toBeLessThanOrEqual(run.length);
      }
      expect(pool()?.bytes).toBeLessThanOrEqual(pool()?.limits.maxBytes ?? 0);
    });

    it("answers a delta's made-up cursors with its own chunks too, and keeps a few deltas only", async () => {
      // Since version 0 every row is a change: a delta of several chunks.
      const run = await wholeRun(t, 0);
      expect(run.length).toBeGreaterThan(1);
      expect(run.flatMap((c) => c.items)).toHaveLength(JOBS + fixture.companies.length + fixture.articles.length);
      const version = run[0]?.version ?? -1;
      const made = await chunk(t, `?since=0&after=${version}.jobs.${OFFLINE_COPY_CHUNK_ITEMS + 17}`);
      expect(made).toEqual(run[1]);
      const pool = () => t.answers.usage().find((p) => p.name === 'offline deltas');
      for (let since = 0; since < 300; since += 1) {
        await chunk(t, `?since=${since % (version + 1)}&after=${version}.jobs.${since * 3}`);
        expect(pool()?.entries).toBeLessThanOrEqual(pool()?.limits.maxEntries ?? 0);
      }
    });

    it('a since above the content version (a database since replaced) gets the full copy', async () => {
      const version = await currentContentVersion(t.db.kysely);
      const answer = await chunk(t, `?since=${version + 5}`);
      expect(answer.full).toBe(true);
      expect(answer.items).toHaveLength(OFFLINE_COPY_CHUNK_ITEMS);
    });
  });

  describe('deltas', () => {
    const t = testAppForEachTest({ database });

    it('every content write bumps the content version and a delta sends only what changed, removals included', async () => {
      const full = await wholeRun(t);
      const reached = full.at(-1)?.version ?? -1;
      expect(reached).toBe(await currentContentVersion(t.db.kysely));

      const added = await insertContent(t.db.kysely, 'jobs', job('Forklift Operator'), new Date());
      expect(await updateContent(t.db.kysely, 'jobs', 2, job('Senior Java Developer'), new Date())).toBe(true);
      expect(await deleteContent(t.db.kysely, 'jobs', 1)).toBe(true);
      expect(await deleteContent(t.db.kysely, 'articles', 999)).toBe(false);
      t.answers.invalidate();
      expect(await currentContentVersion(t.db.kysely)).toBeGreaterThanOrEqual(reached + 3);

      const [delta, ...rest] = await wholeRun(t, reached);
      expect(rest).toEqual([]);
      expect(delta?.full).toBe(false);
      expect(delta?.version).toBe(await currentContentVersion(t.db.kysely));
      expect(delta?.items.map((item) => [item.resource, item.id, (item.detail as { jobname: string }).jobname])).toEqual([
        ['jobs', 2, 'Senior Java Developer'],
        ['jobs', added, 'Forklift Operator'],
      ]);
      expect(delta?.removed).toEqual([{ resource: 'jobs', id: 1 }]);

      // Nothing changed since: an empty answer.
      const none = await chunk(t, `?since=${delta?.version}`);
      expect(none).toEqual({ version: delta?.version, full: false, items: [], removed: [], next: null });
    });

    it('refuses a cursor older than the versions it answers with 400, which restarts the run', async () => {
      const version = await currentContentVersion(t.db.kysely);
      const old = version - OFFLINE_COPY_CURSOR_VERSIONS - 1;
      // The fixture's seed is a few versions only: an older cursor cannot be made here otherwise.
      if (old < 0) {
        await t.db.kysely
          .updateTable('content_version')
          .set({ version: OFFLINE_COPY_CURSOR_VERSIONS + 5 })
          .execute();
      }
      const now = await currentContentVersion(t.db.kysely);
      const res = await t.request(`${OFFLINE_COPY_PATH}?after=${now - OFFLINE_COPY_CURSOR_VERSIONS - 1}.jobs.500`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^The cursor is older/);
      expect((await t.request(`${OFFLINE_COPY_PATH}?after=${now - OFFLINE_COPY_CURSOR_VERSIONS}.jobs.500`)).status).toBe(200);
    });

    it('a run begun before a content change goes on from its cursor, repeating a few items and missing none', async () => {
      await t.db.kysely.transaction().execute(async (trx) => {
        await insertJobs(trx, generateJobs(1_100, 3), new Date());
      });
      t.answers.invalidate();
      const first = await chunk(t);
      const begun = first.version;
      // Two writes while the device is between chunks: one job removed before its cursor, one added.
      expect(await deleteContent(t.db.kysely, 'jobs', 5)).toBe(true);
      const added = await insertContent(t.db.kysely, 'jobs', job('Added mid-run'), new Date());
      t.answers.invalidate();
      const rest: OfflineCopyChunk[] = [];
      for (let next = first.next; next; next = rest.at(-1)?.next ?? null)
        rest.push(await chunk(t, `?after=${encodeURIComponent(next)}`));
      // Every chunk says the version the run began at, so the next delta brings the writes in between.
      expect(rest.every((c) => c.version === begun)).toBe(true);
      const ids = new Set([...first.items, ...rest.flatMap((c) => c.items)].map((item) => `${item.resource}/${item.id}`));
      expect(ids.has(`jobs/${added}`)).toBe(true);
      const rows = await t.db.kysely.selectFrom('jobs').select('id').execute();
      for (const row of rows) expect(ids.has(`jobs/${row.id}`), `job ${row.id}`).toBe(true);
      const delta = await chunk(t, `?since=${begun}`);
      expect(delta.removed).toEqual([{ resource: 'jobs', id: 5 }]);
      expect(delta.items.map((item) => item.id)).toEqual([added]);
    });

    it('an id used again after a removal is no longer reported removed', async () => {
      const before = await currentContentVersion(t.db.kysely);
      expect(await deleteContent(t.db.kysely, 'companies', 2)).toBe(true);
      expect((await chunk(t, `?since=${before}`)).removed).toEqual([{ resource: 'companies', id: 2 }]);
      // What `npm run seed -- --reset` does: ids start again at 1, so a removed id can come back.
      await t.db.kysely.insertInto('content_removals').values({ resource: 'jobs', id: 4, version: before }).execute();
      const id = await insertContent(t.db.kysely, 'jobs', job('Returning id'), new Date());
      expect(id).toBe(4);
      const delta = await chunk(t, `?since=${before}`);
      expect(delta.removed).toEqual([{ resource: 'companies', id: 2 }]);
      expect(delta.items.map((item) => item.id)).toEqual([4]);
    });

    it('`npm run seed -- --reset` reports the old jobs removed, except the ids the new jobs take again', async () => {
      const before = await currentContentVersion(t.db.kysely);
      await t.db.kysely.transaction().execute(async (trx) => {
        await deleteAllJobs(trx, t.db.dialect);
        await insertJobs(trx, generateJobs(2, 5), new Date());
      });
      t.answers.invalidate();
      const delta = await chunk(t, `?since=${before}`);
      // The fixture's jobs 1-3 are gone; ids 1 and 2 are new jobs, so only 3 is reported removed.
      expect(delta.removed).toEqual([{ resource: 'jobs', id: 3 }]);
      expect(delta.items.map((item) => [item.resource, item.id])).toEqual([
        ['jobs', 1],
        ['jobs', 2],
      ]);
    });
  });
});
