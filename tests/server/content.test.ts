import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { apiPaths, detailPath } from '../../src/contract/paths';
import type { JobDto } from '../../src/contract/wire';
import { testDatabases } from './support/databases';
import { fixture } from './support/fixture';
import { testAppForThisBlock } from './support/testApp';

describe.each(testDatabases)('content API on $name', (database) => {
  const t = testAppForThisBlock({ database });

  it('lists jobs in id order with the list fields under their wire names', async () => {
    const res = await t.request(apiPaths.jobs);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.map((j) => j.id)).toEqual([1, 2, 3]);
    expect(body[0]).toEqual({
      id: 1,
      image: 'logo-a.svg',
      jobname: 'Accounts Executive',
      companyname: 'Alpha Finserv',
      location: 'Chennai',
      jobtype: 'Full Time',
      experience: '1-3',
      salary: '₹3,00,000',
    });
    // A missing type or experience travels as null; the app applies the defaults.
    expect(body[1]).toMatchObject({ jobtype: null, experience: null });
  });

  it('answers one job with every field, headings as the stored string even when broken', async () => {
    const res = await t.request(detailPath(apiPaths.jobs, 2));
    expect(res.status).toBe(200);
    const job = (await res.json()) as JobDto;
    expect(job).toEqual({
      id: 2,
      image: 'logo-b.svg',
      jobname: 'Java Developer',
      companyname: 'Beta Tech',
      location: 'Bengaluru',
      jobtype: null,
      experience: null,
      salary: '₹8,00,000',
      application_startdate: '2025-01-05',
      application_enddate: '2025-03-01',
      mainheading: 'Backend work',
      maindescription: 'Spring services.',
      headings: fixture.jobs[1]?.headings,
    });
  });

  it('lists companies and answers one with employee count and net worth under the wire names', async () => {
    const list = (await (await t.request(apiPaths.companies)).json()) as unknown[];
    expect(list).toEqual([
      { id: 1, image: 'logo-a.svg', jobname: 'Alpha Finserv', location: 'Chennai' },
      { id: 2, image: 'logo-b.svg', jobname: 'Beta Tech', location: 'Bengaluru' },
    ]);
    const res = await t.request(detailPath(apiPaths.companies, 2));
    expect(await res.json()).toEqual({
      id: 2,
      image: 'logo-b.svg',
      jobname: 'Beta Tech',
      location: 'Bengaluru',
      application_startdate: '2012',
      application_enddate: '1200',
      salary: '₹300 crore',
      mainheading: 'About Beta',
      maindescription: 'A software company.',
      headings: '[{"heading":"Values","options":["Craft"]}]',
    });
  });

  it('lists articles and answers one with its date, teaser and quote under the wire names', async () => {
    const list = (await (await t.request(apiPaths.articles)).json()) as unknown[];
    expect(list).toEqual([
      { id: 1, image: 'article-1.svg', jobname: 'How to write a CV', location: 'Five things recruiters look for.' },
      { id: 2, image: 'article-2.svg', jobname: 'Interview tips', location: 'Prepare well.' },
    ]);
    expect(await (await t.request(detailPath(apiPaths.articles, 1))).json()).toEqual({
      id: 1,
      image: 'article-1.svg',
      jobname: 'How to write a CV',
      location: 'Five things recruiters look for.',
      date: '2025-01-10',
      mainheading: 'Writing a CV',
      maindescription: 'Keep it short.',
      headings: '[{"heading":"Tip","options":["Be brief."]}]',
      salary: 'Brevity wins.',
    });
  });

  it.each(['abc', '-1', '1.5', '0', '012', '1e2', '99', '2147483648', '99999999999999999999', '%20', '%zz', '%E0%A4%A'])(
    'answers 404 with a JSON message for job id %s',
    async (id) => {
      const res = await t.request(`${apiPaths.jobs}/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'The job was not found.' });
    },
  );

  it('answers 404 for unknown company and article ids', async () => {
    expect((await t.request(detailPath(apiPaths.companies, 77))).status).toBe(404);
    expect((await t.request(detailPath(apiPaths.articles, 'x'))).status).toBe(404);
  });

  it('serves the cached answer again until the cache is invalidated after a content change', async () => {
    const before = await (await t.request(apiPaths.articles)).text();
    await t.db.kysely.updateTable('articles').set({ title: 'Changed' }).where('id', '=', 1).execute();
    expect(await (await t.request(apiPaths.articles)).text()).toBe(before);
    t.answers.invalidate();
    const after = (await (await t.request(apiPaths.articles)).json()) as { jobname: string }[];
    expect(after[0]?.jobname).toBe('Changed');
  });
});

describe('ETag and compression of GET answers', () => {
  const t = testAppForThisBlock();

  it('carries a strong ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await t.request(apiPaths.jobs);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await t.request(apiPaths.jobs, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const detail = await t.request(detailPath(apiPaths.jobs, 1));
    const detailAgain = await t.request(detailPath(apiPaths.jobs, 1), {
      headers: { 'If-None-Match': detail.headers.get('etag') ?? '' },
    });
    expect(detailAgain.status).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await t.request(apiPaths.jobs);
    const head = await t.request(apiPaths.jobs, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('answers 200 with the body when If-None-Match names another version', async () => {
    const res = await t.request(apiPaths.jobs, { headers: { 'If-None-Match': '"something-else"' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(3);
  });

  it('compresses with gzip when asked, with its own ETag that still revalidates to 304', async () => {
    const plain = await (await t.request(apiPaths.jobs)).text();
    const res = await t.request(apiPaths.jobs, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/-gzip"$/);
    const again = await t.request(apiPaths.jobs, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('prefers br when the client accepts it, and sends plain bytes when gzip is refused', async () => {
    const plain = await (await t.request(apiPaths.jobs)).text();
    const br = await t.request(apiPaths.jobs, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(plain);
    const refused = await t.request(apiPaths.jobs, { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(plain);
  });
});
