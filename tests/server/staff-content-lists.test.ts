import { beforeAll, describe, expect, it } from 'vitest';

import { insertArticles } from '../../server/repositories/articles';
import { insertCompanies } from '../../server/repositories/companies';
import { insertJobs } from '../../server/repositories/jobs';
import type { ContentPageDto } from '../../src/contract/staff';
import { staffContentPaths } from '../../src/contract/staff';
import type { ArticleRecord, CompanyRecord, JobRecord } from '../../src/domain/entities';
import { CONTENT_PAGE_MAX, CONTENT_PAGE_SIZE } from '../../src/domain/staffContentList';
import { PLAIN_JOB_FIELDS } from '../fixtures/plainJob';
import { testDatabases } from './support/databases';
import type { StaffClient } from './support/staff';
import { addStaff, staffClient } from './support/staff';
import { testAppForThisBlock } from './support/testApp';

/** 130 jobs: "Role 001" … "Role 130", a few with a company, place or title the searches look for. */
const JOB_COUNT = 130;
function job(n: number): Omit<JobRecord, 'id'> {
  const number = String(n).padStart(3, '0');
  return {
    ...PLAIN_JOB_FIELDS,
    title: n === 7 ? 'Senior WELDER 100%_done' : `Role ${number}`,
    companyName: n % 10 === 0 ? 'Kurinji Data Systems' : 'Gamma Logistics',
    location: n === 3 ? 'Madurai' : 'Chennai',
    mainDescription: `Description of role ${number}`,
  };
}

const company = (name: string, location: string): Omit<CompanyRecord, 'id'> => ({
  image: 'company-kurinji-data-systems.svg',
  name,
  location,
  startDate: '2020-01-01',
  employeeCount: '50-100',
  netWorth: '₹10 Cr',
  mainHeading: 'A heading',
  mainDescription: 'A description',
  headings: '[]',
});

const article = (title: string, teaser: string): Omit<ArticleRecord, 'id'> => ({
  image: 'article-staffing.svg',
  title,
  teaser,
  date: '2026-03-02',
  mainHeading: 'A heading',
  mainDescription: 'A description',
  headings: '[]',
  quote: 'A quote',
});

describe.each(testDatabases)('the staff lists of jobs, companies and articles on $name', (database) => {
  const t = testAppForThisBlock({ database, seed: null });
  let staff: StaffClient;
  beforeAll(async () => {
    await insertJobs(
      t.db.kysely,
      Array.from({ length: JOB_COUNT }, (_, i) => job(i + 1)),
      new Date(),
    );
    await insertCompanies(
      t.db.kysely,
      [
        company('Gamma Logistics', 'Ambattur, Chennai'),
        company('Kurinji Data Systems', 'Coimbatore'),
        company('Vaigai Textiles', 'Madurai'),
      ],
      new Date(),
    );
    await insertArticles(
      t.db.kysely,
      [
        article('Hiring for the festive season', 'Plan your seasonal staff early.'),
        article('Writing a resume', 'What recruiters in Chennai read first.'),
      ],
      new Date(),
    );
    await addStaff(t);
    staff = await staffClient(t);
  });

  async function page<T = JobRecord>(query: string, path = staffContentPaths.jobs): Promise<ContentPageDto<T>> {
    const res = await staff.get(`${path}?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ContentPageDto<T>;
  }
  const titles = (found: ContentPageDto<JobRecord>) => found.items.map((j) => j.title);

  it('answers every item as a bare array, newest first, when asked without paging or search', async () => {
    const res = await staff.get(staffContentPaths.jobs);
    const all = (await res.json()) as JobRecord[];
    expect(all).toHaveLength(JOB_COUNT);
    expect(all[0]?.title).toBe('Role 130');
    expect(all.at(-1)?.title).toBe('Role 001');
    expect(Array.isArray(await (await staff.get(`${staffContentPaths.jobs}?other=1`)).json())).toBe(true);
  });

  it('answers a page with the number of matches and the total, newest first', async () => {
    const first = await page('offset=0&limit=50');
    expect(first).toMatchObject({ offset: 0, limit: 50, matches: JOB_COUNT, total: JOB_COUNT });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ title: 'Role 130', companyName: 'Kurinji Data Systems', headings: '[]' });
    expect(first.items[49]?.title).toBe('Role 081');

    const last = await page('offset=100&limit=50');
    expect(last.items).toHaveLength(JOB_COUNT - 100);
    expect(last.items.at(-1)?.title).toBe('Role 001');
    const pages = [...first.items, ...(await page('offset=50&limit=50')).items, ...last.items];
    expect(new Set(pages.map((j) => j.id)).size).toBe(JOB_COUNT);

    expect(await page(`offset=${JOB_COUNT}`)).toMatchObject({ items: [], matches: JOB_COUNT, total: JOB_COUNT });
  });

  it('takes its defaults for a parameter left out or blank', async () => {
    const defaults = await page('q=');
    expect(defaults).toMatchObject({ offset: 0, limit: CONTENT_PAGE_SIZE, matches: JOB_COUNT, total: JOB_COUNT });
    expect(defaults.items).toHaveLength(CONTENT_PAGE_SIZE);
    expect((await page('offset=120&limit=')).items).toHaveLength(10);
    expect((await page(`limit=${CONTENT_PAGE_MAX}`)).items).toHaveLength(JOB_COUNT);
  });

  it('searches title, company and location, ignoring case, and pages the matches', async () => {
    expect(titles(await page('q=role%20001'))).toEqual(['Role 001']);
    expect(await page('q=MADURAI')).toMatchObject({ matches: 1, total: JOB_COUNT, items: [{ title: 'Role 003' }] });

    const kurinji = await page('q=kurinji&limit=5');
    expect(kurinji).toMatchObject({ matches: 13, total: JOB_COUNT, limit: 5 });
    expect(titles(kurinji)).toEqual(['Role 130', 'Role 120', 'Role 110', 'Role 100', 'Role 090']);
    expect(titles(await page('q=kurinji&limit=5&offset=10'))).toEqual(['Role 030', 'Role 020', 'Role 010']);

    expect(await page('q=%20%20nothing%20like%20this%20')).toMatchObject({ items: [], matches: 0, total: JOB_COUNT });
    // The description is not searched.
    expect((await page('q=Description%20of')).matches).toBe(0);
  });

  it('matches % and _ as themselves', async () => {
    expect(titles(await page(`q=${encodeURIComponent('welder 100%_')}`))).toEqual(['Senior WELDER 100%_done']);
    expect((await page(`q=${encodeURIComponent('%')}`)).matches).toBe(1);
    expect((await page(`q=${encodeURIComponent('Role_0')}`)).matches).toBe(0);
  });

  it('pages and searches companies by name or location and articles by title or teaser', async () => {
    const companies = await page<CompanyRecord>('q=madurai', staffContentPaths.companies);
    expect(companies).toMatchObject({ matches: 1, total: 3, items: [{ name: 'Vaigai Textiles' }] });
    expect((await page<CompanyRecord>('q=GAMMA', staffContentPaths.companies)).items.map((c) => c.name)).toEqual([
      'Gamma Logistics',
    ]);
    expect((await page<CompanyRecord>('limit=2', staffContentPaths.companies)).items.map((c) => c.name)).toEqual([
      'Vaigai Textiles',
      'Kurinji Data Systems',
    ]);

    const articles = await page<ArticleRecord>('q=chennai', staffContentPaths.articles);
    expect(articles).toMatchObject({ matches: 1, total: 2, items: [{ title: 'Writing a resume' }] });
    expect((await page<ArticleRecord>('q=festive', staffContentPaths.articles)).items.map((a) => a.title)).toEqual([
      'Hiring for the festive season',
    ]);
  });

  it.each([
    ['offset=-1', 'offset', 'Offset must be a whole number'],
    ['offset=1.5', 'offset', 'Offset must be a whole number'],
    ['offset=abc', 'offset', 'Offset must be a whole number'],
    ['offset=1e3', 'offset', 'Offset must be a whole number'],
    ['offset=99999999999', 'offset', 'Offset must be a whole number'],
    ['offset=99999999', 'offset', 'Offset can be at most 10000000'],
    ['limit=0', 'limit', 'Limit must be at least 1'],
    [`limit=${CONTENT_PAGE_MAX + 1}`, 'limit', `Limit can be at most ${CONTENT_PAGE_MAX}`],
    [`q=${'x'.repeat(201)}`, 'q', 'Search text can be at most 200 characters'],
  ])('refuses %s with 400 and says what is wrong', async (query, field, message) => {
    for (const path of Object.values(staffContentPaths)) {
      const res = await staff.get(`${path}?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors[field]).toBe(message);
      expect(body.message).toContain(message);
    }
  });
});
