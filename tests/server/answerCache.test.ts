import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { AnswerCache } from '../../server/http/answerCache';
import { BOUNDED_POOL_MAX_BYTES, CACHE_BUDGET } from '../../server/http/cacheBudget';
import { prepareBody } from '../../server/http/preparedBody';
import { apiPaths } from '../../src/contract/paths';
import { testAppForThisBlock } from './support/testApp';

/**
 * The answer cache (server/http/answerCache.ts): every pool it keeps is bounded in entries and in
 * bytes (server/http/cacheBudget.ts), whatever keys the requests bring.
 */
const KB = 1024;
/** An answer of about `bytes` that compresses poorly, so its compressions count too. */
const answer = (bytes: number) => prepareBody(new TextEncoder().encode(randomUUID().repeat(bytes / 36)), 'text/plain');
const pool = (cache: AnswerCache, name: string) => cache.usage().find((p) => p.name === name);

describe('the answer cache', () => {
  it('keeps at most its byte bound and its entries in each pool under many distinct keys', async () => {
    const cache = new AnswerCache({
      answers: { maxEntries: 1_000, maxBytes: 64 * KB },
      windows: { maxEntries: 50, maxBytes: 1024 * KB },
    });
    const sitemaps = cache.bounded(4, 'sitemaps');
    for (let i = 0; i < 300; i += 1) {
      await cache.get(`/big/${i}`, () => answer(4 * KB));
      await cache.getBounded(`/window?offset=${i}`, () => answer(KB));
      await sitemaps(`https://host-${i}.example`, () => answer(KB));
      expect(pool(cache, 'answers')?.bytes).toBeLessThanOrEqual(64 * KB);
      expect(pool(cache, 'windows')?.entries).toBeLessThanOrEqual(50);
      expect(pool(cache, 'sitemaps')?.entries).toBeLessThanOrEqual(4);
    }
    // Answers of 4 KB and more (their compressions too): the bytes bind long before the entries.
    expect(pool(cache, 'answers')?.entries).toBeGreaterThan(3);
    expect(pool(cache, 'answers')?.entries).toBeLessThan(16);
    expect(pool(cache, 'windows')?.entries).toBe(50);
    expect(pool(cache, 'sitemaps')?.limits).toEqual({ maxEntries: 4, maxBytes: BOUNDED_POOL_MAX_BYTES });
  });

  it('builds once for concurrent misses, keeps no "not found", and keeps nothing built before an invalidate', async () => {
    const cache = new AnswerCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return answer(KB);
    };
    const [one, two] = await Promise.all([cache.get('/a', build), cache.get('/a', build)]);
    expect(one).toBe(two);
    expect(builds).toBe(1);
    expect(await cache.get('/missing', async () => null)).toBeNull();
    expect(cache.size).toBe(1);

    let finish: (body: Awaited<ReturnType<typeof answer>>) => void = () => undefined;
    const pending = cache.get('/slow', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    finish(await answer(KB));
    expect(await pending).not.toBeNull();
    expect(cache.size).toBe(0);
  });

  it('bounds every pool by default, the limits read from one budget', () => {
    const cache = new AnswerCache();
    cache.bounded(CACHE_BUDGET.offlineCopy, 'offline copy');
    for (const { name, limits } of cache.usage()) {
      expect(limits.maxEntries, name).toBeGreaterThan(0);
      expect(limits.maxBytes, name).toBeGreaterThan(0);
    }
    expect(cache.usage().map((p) => p.name)).toEqual(['answers', 'windows', 'offline copy']);
  });
});

describe('list windows asked for with many distinct queries', () => {
  const t = testAppForThisBlock();

  it('keep no more windows than their pool holds', async () => {
    const { maxEntries } = CACHE_BUDGET.windows;
    for (let i = 0; i < maxEntries + 50; i += 1) {
      const res = await t.request(`${apiPaths.jobs}?offset=${i}&limit=1`);
      expect(res.status).toBe(200);
    }
    const windows = t.answers.usage().find((p) => p.name === 'windows');
    expect(windows?.entries).toBe(maxEntries);
    expect(windows?.bytes).toBeLessThanOrEqual(CACHE_BUDGET.windows.maxBytes);
  });
});
