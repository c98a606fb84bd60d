import { describe, expect, it } from 'vitest';

import { listJobs } from '../../server/repositories/jobs';
import { generateJobs } from '../../server/seed/generate';
import { listQuerySearch } from '../../src/contract/listPages';
import { apiPaths } from '../../src/contract/paths';
import { decodeJobSummary, encodeJobListItem, type JobListItemDto } from '../../src/contract/wire';
import { EMPTY_JOB_FILTER, filterOptions, type JobFilter, jobMatches, optionCounts } from '../../src/domain/jobFilters';
import { MAX_WINDOW_SIZE } from '../../src/domain/listWindow';
import { distinctOptions } from '../../src/domain/textMatch';
import { testDatabases } from './support/databases';
import { fixture } from './support/fixture';
import { testAppForThisBlock } from './support/testApp';

/** The catalogue the list pages must stay small at (docs/PERFORMANCE.md). */
const JOBS = 5000;

interface Window {
  items: JobListItemDto[];
  matched: number;
  total: number;
  offset: number;
  limit: number;
}

const windowPath = (search: string) => `${apiPaths.jobs}?${search}`;

describe.each(testDatabases)('list windows at 5,000 jobs on $name', (database) => {
  const t = testAppForThisBlock({ database, seed: { ...fixture, jobs: generateJobs(JOBS, 7) } });

  const plainList = async () => (await (await t.request(apiPaths.jobs)).json()) as JobListItemDto[];
  const windowOf = async (search: string): Promise<Window> => {
    const res = await t.request(windowPath(search));
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Window;
  };
  /** Every window from offset 0 to the end, as a client reading the whole list a window at a time. */
  const followWindows = async (filter: JobFilter, limit: number) => {
    const seen: JobListItemDto[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = await windowOf(listQuerySearch('jobs', { window: { offset, limit, newestFirst: false }, filter }));
      seen.push(...page.items);
      if (page.items.length < limit) return { seen, page };
    }
  };

  it('answers the plain list exactly as before: every job, as a bare array of the list items', async () => {
    const res = await t.request(apiPaths.jobs);
    const expected = JSON.stringify((await listJobs(t.db.kysely)).map(encodeJobListItem));
    expect(await res.text()).toBe(expected);
    // Parameters that ask for no window leave the plain list alone (the agency's clients send none).
    expect(await (await t.request(`${apiPaths.jobs}?order=newest`)).text()).toBe(expected);
  });

  it('answers a window of 20 in a few kilobytes, with the counts of the whole list', async () => {
    const res = await t.request(windowPath('offset=40&limit=20'));
    const raw = await res.text();
    expect(raw.length).toBeLessThan(20 * 1024);
    const page = JSON.parse(raw) as Window;
    expect(Object.keys(page)).toEqual(['items', 'matched', 'total', 'offset', 'limit']);
    expect(page).toMatchObject({ matched: JOBS, total: JOBS, offset: 40, limit: 20 });
    expect(page.items).toEqual((await plainList()).slice(40, 60));
    // Without a limit a window holds the default 20.
    expect((await windowOf('offset=0')).items).toHaveLength(20);
  });

  it('reaches every job exactly once, in list order, by following the windows from offset 0', async () => {
    const { seen, page } = await followWindows(EMPTY_JOB_FILTER, MAX_WINDOW_SIZE);
    expect(seen).toEqual(await plainList());
    expect(new Set(seen.map((j) => j.id)).size).toBe(JOBS);
    expect(page).toMatchObject({ matched: JOBS, total: JOBS });
  });

  it('filters by the job filters rule (case and spaces ignored) and still reaches each match once', async () => {
    const all = await plainList();
    const first = decodeJobSummary(all[0] ?? {});
    const filter: JobFilter = { ...EMPTY_JOB_FILTER, location: ` ${first.location.toUpperCase()} `, jobType: first.jobType };
    const expected = all.filter((item) => jobMatches(decodeJobSummary(item), filter));
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.length).toBeLessThan(JOBS);
    const { seen, page } = await followWindows(filter, 37);
    expect(seen).toEqual(expected);
    expect(page).toMatchObject({ matched: expected.length, total: JOBS });
    const byTitle = await windowOf(`offset=0&limit=5&title=${encodeURIComponent(first.title.toLowerCase())}`);
    expect(byTitle.matched).toBe(all.filter((item) => decodeJobSummary(item).title === first.title).length);
    const none = await windowOf('offset=0&location=Nowhere');
    expect(none).toEqual({ items: [], matched: 0, total: JOBS, offset: 0, limit: 20 });
  });

  it('filters by company (a company page\u2019s open jobs), case and spaces ignored, and only by it', async () => {
    const all = await plainList();
    const first = decodeJobSummary(all[0] ?? {});
    const expected = all.filter((item) => decodeJobSummary(item).companyName.toLowerCase() === first.companyName.toLowerCase());
    expect(expected.length).toBeLessThan(JOBS);
    const search = listQuerySearch('jobs', {
      window: { offset: 0, limit: MAX_WINDOW_SIZE, newestFirst: false },
      filter: { ...EMPTY_JOB_FILTER, company: ` ${first.companyName.toUpperCase()} ` },
    });
    expect(search).toContain('company=');
    const page = await windowOf(search);
    expect(page.matched).toBe(expected.length);
    expect(page.items).toEqual(expected.slice(0, MAX_WINDOW_SIZE));
    expect((await windowOf('offset=0&company=Nobody%20Ltd')).matched).toBe(0);
  });

  it('reads the list from its end with order=newest: the last posts, last first', async () => {
    const all = await plainList();
    const newest = await windowOf('offset=0&limit=10&order=newest');
    expect(newest.items).toEqual(all.slice(-10).reverse());
    const next = await windowOf('offset=10&limit=10&order=newest');
    expect(next.items).toEqual(all.slice(-20, -10).reverse());
  });

  it('answers a window past the end with no items and the counts', async () => {
    expect(await windowOf(`offset=${JOBS}&limit=10`)).toEqual({ items: [], matched: JOBS, total: JOBS, offset: JOBS, limit: 10 });
  });

  it.each([
    ['offset=-1', /offset must be a whole number/],
    ['offset=1.5', /offset must be a whole number/],
    ['limit=0', /limit must be a whole number from 1 to 100/],
    ['limit=101', /limit must be a whole number from 1 to 100/],
    ['limit=abc', /limit must be a whole number/],
    ['offset=0&order=oldest', /order must be "newest"/],
    ['offset=0&page=2', /Unknown parameter "page"/],
    ['offset=0&offset=20', /"offset" is given more than once/],
    ['offset=0&location=Chennai&location=Pune', /"location" is given more than once/],
    [`offset=0&title=${'x'.repeat(201)}`, /longer than 200 characters/],
  ])('answers the bad window query %s with 400 and what is wrong', async (search, message) => {
    const res = await t.request(windowPath(search));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  });

  it('refuses a job filter on the companies and articles lists with 400', async () => {
    for (const path of [apiPaths.companies, apiPaths.articles]) {
      const res = await t.request(`${path}?offset=0&location=Chennai`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Unknown parameter "location"/);
    }
  });

  it('answers windows of the companies and articles lists with their plain items', async () => {
    for (const path of [apiPaths.companies, apiPaths.articles]) {
      const all = (await (await t.request(path)).json()) as unknown[];
      const page = (await (await t.request(`${path}?offset=1&limit=1`)).json()) as Window;
      expect(page).toEqual({ items: all.slice(1, 2), matched: all.length, total: all.length, offset: 1, limit: 1 });
    }
  });

  it('tags a window with a strong ETag and answers a matching If-None-Match with 304', async () => {
    const first = await t.request(windowPath('offset=0&limit=20&location=Chennai'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    // The same window spelt in another order is the same answer.
    const again = await t.request(windowPath('location=Chennai&limit=20&offset=0'), { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    const other = await t.request(windowPath('offset=20&limit=20&location=Chennai'), {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(other.status).toBe(200);
  });

  it('answers the job options: each field\u2019s distinct values over all jobs, as the filters read them', async () => {
    const res = await t.request(apiPaths.jobOptions);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const options = (await res.json()) as Record<string, unknown>;
    const location = options.location as string[] | undefined;
    const jobs = (await plainList()).map((item) => decodeJobSummary(item));
    expect(options).toEqual({
      ...filterOptions(jobs),
      title: distinctOptions(jobs.map((j) => j.title)),
      counts: optionCounts(jobs),
    });
    // The filters' options in the order they are offered: experience by years, the others alphabetically.
    const byName = [...(location ?? [])].sort((a, b) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' }));
    expect(location).toEqual(byName);
    expect(location?.length).toBeGreaterThan(3);
  });
});

describe('windows after a content change', () => {
  const t = testAppForThisBlock();

  it('answers from the new content once the answer cache is invalidated', async () => {
    const before = (await (await t.request(windowPath('offset=0&order=newest&limit=1'))).json()) as Window;
    const options = (await (await t.request(apiPaths.jobOptions)).json()) as { location: string[] };
    expect(options.location).not.toContain('Tiruchirappalli');
    await t.db.kysely
      .insertInto('jobs')
      .values({
        image: 'x.svg',
        title: 'Welder',
        company_name: 'Gamma Works',
        location: 'Tiruchirappalli',
        job_type: 'Full Time',
        experience: '1-3',
        salary: '₹2,40,000',
        start_date: '2025-01-01',
        end_date: '2025-02-01',
        main_heading: 'Weld',
        main_description: 'Welding.',
        headings: '[]',
        updated_at: new Date().toISOString(),
        version: 0,
      })
      .execute();
    t.answers.invalidate();
    const after = (await (await t.request(windowPath('offset=0&order=newest&limit=1'))).json()) as Window;
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ jobname: 'Welder', location: 'Tiruchirappalli' });
    expect(((await (await t.request(apiPaths.jobOptions)).json()) as { location: string[] }).location).toContain(
      'Tiruchirappalli',
    );
  });
});
