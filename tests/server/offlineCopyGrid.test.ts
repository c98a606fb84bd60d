import { describe, expect, it } from 'vitest';

import { chunkStart, type RunIds } from '../../server/routes/offlineCopyGrid';
import type { OfflineCopyCursor } from '../../src/contract/offlineCopy';

/**
 * Where the offline copy answers a cursor from (server/routes/offlineCopyGrid.ts): the start of the
 * run's chunk that holds the place it names, as the server's own `next` would have put it.
 */
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
/** 7 jobs (ids 1-7), 3 companies (ids 10-12), 2 articles (ids 20, 21), in chunks of 4: jobs 1-4 | jobs 5-7, company 10 | companies 11, 12, articles 20, 21. */
const ids: RunIds = { jobs: range(1, 7), companies: range(10, 3), articles: [20, 21] };
const at = (resource: OfflineCopyCursor['resource'], afterId: number): OfflineCopyCursor => ({ version: 9, resource, afterId });

describe('the chunk a cursor is answered from', () => {
  it('is the very chunk for a cursor the server issued', () => {
    expect(chunkStart(ids, at('jobs', 4), 4)).toEqual(at('jobs', 4));
    expect(chunkStart(ids, at('companies', 10), 4)).toEqual(at('companies', 10));
  });

  it('is the chunk around any other place, so nothing after it is skipped', () => {
    expect(chunkStart(ids, at('jobs', 0), 4)).toEqual(at('jobs', 0));
    expect(chunkStart(ids, at('jobs', 3), 4)).toEqual(at('jobs', 0));
    expect(chunkStart(ids, at('jobs', 6), 4)).toEqual(at('jobs', 4));
    // A removed or unknown id between two others, and a place past a resource's last id.
    expect(chunkStart(ids, at('companies', 11), 4)).toEqual(at('companies', 10));
    expect(chunkStart(ids, at('jobs', 999), 4)).toEqual(at('jobs', 4));
    expect(chunkStart(ids, at('articles', 0), 4)).toEqual(at('companies', 10));
    // Past the end of a run of 12: its fourth chunk, the empty one the third's `next` names.
    expect(chunkStart(ids, at('articles', 999_999), 4)).toEqual(at('articles', 21));
  });

  it('is the empty chunk after the last when the run ends exactly on a chunk', () => {
    const even: RunIds = { jobs: range(1, 4), companies: range(1, 4), articles: [] };
    expect(chunkStart(even, at('companies', 4), 4)).toEqual(at('companies', 4));
    expect(chunkStart(even, at('articles', 50), 4)).toEqual(at('companies', 4));
  });

  it('is the start for an empty run', () => {
    const none: RunIds = { jobs: [], companies: [], articles: [] };
    expect(chunkStart(none, at('articles', 5), 500)).toEqual(at('jobs', 0));
  });
});
