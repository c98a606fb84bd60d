import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { UPLOADS_DIR } from '../../server/config';
import { listCompanies } from '../../server/repositories/companies';
import { countContent } from '../../server/repositories/counts';
import { listJobs } from '../../server/repositories/jobs';
import { demoArticles, demoCompanies, demoCompaniesOn, demoJobs, demoJobsOn } from '../../server/seed/demoData';
import { demoSeedData, seedIfEmpty } from '../../server/seed/seed';
import { apiPaths, uploadUrl } from '../../src/contract/paths';
import type { OpenedDatabase } from './support/databases';
import { testDatabases } from './support/databases';
import { fixture } from './support/fixture';
import { testAppForThisBlock } from './support/testApp';

describe.each(testDatabases)('seeding on $name', (database) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened.dispose());

  it('fills an empty database with the demo data, in order, dated from the day it seeds', async () => {
    const day = new Date('2026-03-02T09:00:00Z');
    expect(await seedIfEmpty(opened.db, undefined, day)).toBe(true);
    expect(await countContent(opened.db.kysely)).toEqual({
      jobs: demoJobs.length,
      companies: demoCompanies.length,
      articles: demoArticles.length,
    });
    const jobs = await listJobs(opened.db.kysely);
    expect(jobs).toEqual(demoJobsOn(day).map((job, i) => ({ id: i + 1, ...job })));
    expect(jobs.every((job) => job.startDate < '2026-03-02' && job.endDate > '2026-03-02')).toBe(true);
    const companies = await listCompanies(opened.db.kysely);
    expect(companies.map((company) => company.startDate)).toEqual(demoCompaniesOn(day).map((company) => company.startDate));
  });

  it('leaves a database with content alone', async () => {
    expect(await seedIfEmpty(opened.db, fixture)).toBe(false);
    expect((await countContent(opened.db.kysely)).jobs).toBe(demoJobs.length);
  });

  it('is all or nothing: a bad record leaves the database empty', async () => {
    const fresh = await database.open();
    try {
      const broken = { ...fixture, articles: [{ ...fixture.articles[0], title: null as unknown as string }] };
      await expect(seedIfEmpty(fresh.db, broken as typeof fixture)).rejects.toThrow();
      expect(await countContent(fresh.db.kysely)).toEqual({ jobs: 0, companies: 0, articles: 0 });
    } finally {
      await fresh.dispose();
    }
  });
});

describe('the demo data', () => {
  const t = testAppForThisBlock({ seed: demoSeedData, uploadsDir: UPLOADS_DIR });

  it('has at least 40 jobs, 12 companies and 9 articles', () => {
    expect(demoJobs.length).toBeGreaterThanOrEqual(40);
    expect(demoCompanies.length).toBeGreaterThanOrEqual(12);
    expect(demoArticles.length).toBeGreaterThanOrEqual(9);
  });

  it('names only images that exist in server/uploads, and the server serves each of them', async () => {
    const names = new Set([...demoJobs, ...demoCompanies, ...demoArticles].map((r) => r.image));
    for (const name of names) {
      expect(existsSync(join(UPLOADS_DIR, name)), name).toBe(true);
      const res = await t.request(uploadUrl(name));
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toMatch(/^image\//);
    }
  });

  it('passes a job with broken headings through as stored', async () => {
    const index = demoJobs.findIndex((j) => {
      try {
        JSON.parse(j.headings);
        return false;
      } catch {
        return true;
      }
    });
    expect(index).toBeGreaterThanOrEqual(0);
    const res = await t.request(`${apiPaths.jobs}/${index + 1}`);
    expect(((await res.json()) as { headings: string }).headings).toBe(demoJobs[index]?.headings);
  });
});
