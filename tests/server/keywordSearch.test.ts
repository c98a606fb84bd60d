import { describe, expect, it } from 'vitest';

import { deleteContent, insertContent } from '../../server/repositories/contentWrites';
import { jobToRow } from '../../server/repositories/jobs';
import { demoSeedData } from '../../server/seed/seed';
import { listQuerySearch } from '../../src/contract/listPages';
import { apiPaths } from '../../src/contract/paths';
import type { JobListItemDto } from '../../src/contract/wire';
import { EMPTY_JOB_FILTER, type JobFilter } from '../../src/domain/jobFilters';
import { FIRST_WINDOW } from '../../src/domain/listWindow';
import { testDatabases } from './support/databases';
import { testAppForEachTest, testAppForThisBlock } from './support/testApp';

interface Window {
  items: JobListItemDto[];
  matched: number;
  total: number;
}

const searchPath = (q: string, filter: JobFilter = EMPTY_JOB_FILTER, window = FIRST_WINDOW) =>
  `${apiPaths.jobs}?${listQuerySearch('jobs', { window, filter, q })}`;

describe.each(testDatabases)('keyword search of the jobs on $name', (database) => {
  const t = testAppForThisBlock({ database, seed: demoSeedData });

  const search = async (q: string, filter?: JobFilter): Promise<Window> => {
    const res = await t.request(searchPath(q, filter));
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Window;
  };
  const titles = async (q: string) => (await search(q)).items.map((item) => item.jobname);

  it('finds words of the title, company, location and description, the title matches first', async () => {
    const tally = await search('tally');
    expect(tally.matched).toBeGreaterThan(0);
    expect(tally.total).toBe(demoSeedData.jobs.length);
    expect((await titles('welder')).length).toBeGreaterThan(0);
    const night = await titles('night shift');
    expect(night[0]).toBe('Chat Support Associate (Night Shift)');
  });

  it('reads each word as a prefix and forgives a typing mistake', async () => {
    expect(await titles('devop')).toContain('DevOps Engineer');
    expect(await titles('acounts executive')).toContain('Accounts Executive (GST and TDS)');
    expect(await titles('devlopment')).toEqual(await titles('development'));
  });

  it('offers searches close to one that found nothing, made of the jobs\u2019 words, and none when it found jobs', async () => {
    const none = (await search('jva')) as Window & { suggestions?: string[] };
    expect(none.matched).toBe(0);
    expect(none.suggestions).toContain('java');
    for (const suggestion of none.suggestions ?? []) expect((await search(suggestion)).matched, suggestion).toBeGreaterThan(0);
    // Each word exists, but no job has both: each alone.
    const apart = (await search('java welder')) as Window & { suggestions?: string[] };
    if (apart.matched === 0) expect(apart.suggestions).toEqual(['java', 'welder']);
    expect('suggestions' in (await search('tally'))).toBe(false);
  });

  it('combines the search with the filters and keeps the counts', async () => {
    const all = await search('executive');
    const chennai = await search('executive', { ...EMPTY_JOB_FILTER, location: 'Chennai' });
    expect(chennai.matched).toBeLessThanOrEqual(all.matched);
    expect(chennai.items.every((item) => item.location.trim().toLowerCase() === 'chennai')).toBe(true);
  });

  it('answers full-text syntax, any Unicode and control characters with results, never an error', async () => {
    for (const q of [
      '"tally',
      'tally*',
      'NEAR(tally excel)',
      '-tally',
      'tally OR',
      "o'brien",
      'AND',
      '(((',
      ':*',
      '\\',
      'சென்னை',
      '😀 developer',
      'café',
      'a\u0000b\u0007c',
      'x'.repeat(200),
    ]) {
      const res = await t.request(searchPath(q));
      expect(res.status, q).toBe(200);
    }
    // No word at all: the list as without a search.
    expect((await search('*** ---')).matched).toBe(demoSeedData.jobs.length);
  });

  it('refuses a query over 200 characters with a clear 400', async () => {
    const res = await t.request(`${apiPaths.jobs}?offset=0&limit=20&q=${'welder '.repeat(1500)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/longer than 200 characters/);
  });
});

describe.each(testDatabases)('the search index follows content writes on $name', (database) => {
  const t = testAppForEachTest({ database, seed: demoSeedData });

  it('finds a job staff publish, then not after it is removed', async () => {
    const [first] = demoSeedData.jobs;
    if (!first) throw new Error('The demo data has jobs.');
    const id = await insertContent(
      t.db.kysely,
      'jobs',
      jobToRow({ ...first, title: 'Zymurgist Brewer', mainDescription: 'Ferments quinoa.' }),
      new Date(),
    );
    const found = async (q: string) => {
      t.answers.invalidate();
      const res = await t.request(searchPath(q));
      return ((await res.json()) as Window).items.map((item) => item.id);
    };
    expect(await found('zymurgist')).toEqual([id]);
    expect(await found('quinoa')).toEqual([id]);
    await deleteContent(t.db.kysely, 'jobs', id);
    expect(await found('zymurgist')).toEqual([]);
  });
});
