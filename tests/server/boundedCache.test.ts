import { describe, expect, it } from 'vitest';

import { BoundedCache, ENTRY_OVERHEAD_BYTES, type Made } from '../../server/http/boundedCache';

/**
 * The bounded cache every server cache is made of (server/http/boundedCache.ts, on lru-cache's
 * fetch): the behaviours its callers rely on beyond plain LRU, each one a choice lru-cache needs a
 * setting for.
 */
interface Text {
  text: string;
}
const cacheOf = (maxBytes = 64 * 1024) => new BoundedCache<Text>({ maxEntries: 10, maxBytes }, (v) => v.text.length);
const made = (text: string, keep = true): Made<Text> => ({ value: { text }, keep });

/** A build that settles when the test says so. */
function deferred() {
  let finish: (value: Made<Text> | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<Made<Text> | null>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { make: () => promise, finish, fail };
}

describe('the bounded cache', () => {
  it("shares one build among concurrent misses, the first caller's build", async () => {
    const cache = cacheOf();
    const slow = deferred();
    let others = 0;
    const other = async () => {
      others += 1;
      return made('other');
    };
    const all = Promise.all([cache.get('/a', slow.make), cache.get('/a', other), cache.get('/a', other)]);
    slow.finish(made('first'));
    const [one, two, three] = await all;
    expect(one?.text).toBe('first');
    expect(two).toBe(one);
    expect(three).toBe(one);
    expect(others).toBe(0);
    expect(await cache.get('/a', other)).toBe(one);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe('first'.length + '/a'.length + ENTRY_OVERHEAD_BYTES);
  });

  it('hands out a value that may not be kept, and builds it again next time', async () => {
    const cache = cacheOf();
    let builds = 0;
    const partial = async () => {
      builds += 1;
      return made('partial', false);
    };
    expect((await cache.get('/p', partial))?.text).toBe('partial');
    expect((await cache.get('/p', partial))?.text).toBe('partial');
    expect(builds).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('hands out null for nothing found, also when a clear() came during the build', async () => {
    const cache = cacheOf();
    expect(await cache.get('/none', async () => null)).toBeNull();
    const slow = deferred();
    const pending = cache.get('/none', slow.make);
    cache.clear();
    slow.finish(null);
    expect(await pending).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('hands a build under way at a clear() to its callers without keeping it', async () => {
    const cache = cacheOf();
    const slow = deferred();
    const pending = cache.get('/s', slow.make);
    cache.clear();
    // A request after the clear builds afresh: it must not wait for the build that may read old data.
    const fresh = await cache.get('/s', async () => made('fresh'));
    slow.finish(made('old'));
    expect((await pending)?.text).toBe('old');
    expect(fresh?.text).toBe('fresh');
    expect((await cache.get('/s', async () => made('again')))?.text).toBe('fresh');
  });

  it('rejects every sharer of a failed build and keeps nothing, so the next caller tries again', async () => {
    const cache = cacheOf();
    const slow = deferred();
    const both = Promise.allSettled([cache.get('/f', slow.make), cache.get('/f', slow.make)]);
    slow.fail(new Error('database gone'));
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(cache.size).toBe(0);
    expect((await cache.get('/f', async () => made('back')))?.text).toBe('back');
  });

  it('keeps nothing larger than its byte cap, and pushes nothing out for it', async () => {
    const cache = cacheOf(2 * 1024);
    await cache.get('/small', async () => made('s'));
    expect((await cache.get('/huge', async () => made('x'.repeat(4 * 1024))))?.text).toHaveLength(4 * 1024);
    expect(cache.size).toBe(1);
    expect((await cache.get('/small', async () => made('rebuilt')))?.text).toBe('s');
  });
});
