import { describe, expect, it } from 'vitest';

import { listJobs } from '../../server/repositories/jobs';
import { demoSeedData } from '../../server/seed/seed';
import { listQuerySearch } from '../../src/contract/listPages';
import { apiPaths } from '../../src/contract/paths';
import { decodeJob, encodeJob, type JobListItemDto } from '../../src/contract/wire';
import { EMPTY_JOB_FILTER } from '../../src/domain/jobFilters';
import { FIRST_WINDOW, MAX_WINDOW_SIZE } from '../../src/domain/listWindow';
import { searchableJob } from '../../src/domain/searchableJob';
import { buildJobSearchIndex } from '../../src/offline/jobSearchIndex';
import { testDatabases } from './support/databases';
import { testAppForThisBlock } from './support/testApp';

/** Searches a job seeker makes: a title, a misspelling, a skill, two words, a place and a trade. */
const QUERIES = ['accountant', 'acounting', 'developer', 'night shift', 'tally', 'sales chennai', 'engineer', 'weld', 'java'];

// docs/OFFLINE.md: where the device (src/offline/jobSearchIndex.ts) and the server hold the same jobs, a
// search finds the same jobs; on SQLite (bm25, which the device computes alike) in the same order.
// PostgreSQL ranks by ts_rank, whose order may differ among close matches.
describe.each(testDatabases)('the device and the server rank a search alike on $name', (database) => {
  const t = testAppForThisBlock({ database, seed: demoSeedData });

  it.each(QUERIES)('"%s" finds the same jobs, the first five in the same order on SQLite', async (q) => {
    const jobs = (await listJobs(t.db.kysely)).map((record) => decodeJob(encodeJob(record)));
    const device = buildJobSearchIndex(jobs.map((job) => searchableJob(job, job))).search(q) ?? [];
    const window = { ...FIRST_WINDOW, limit: MAX_WINDOW_SIZE };
    const res = await t.request(`${apiPaths.jobs}?${listQuerySearch('jobs', { window, filter: EMPTY_JOB_FILTER, q })}`);
    const server = ((await res.json()) as { items: JobListItemDto[] }).items.map((item) => item.id);
    expect(server.length, 'the demo data has matches').toBeGreaterThan(0);
    expect([...device].sort((a, b) => a - b)).toEqual([...server].sort((a, b) => a - b));
    if (database.name === 'sqlite') expect(device.slice(0, 5)).toEqual(server.slice(0, 5));
  });
});
