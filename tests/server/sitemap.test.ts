import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { contentUpdateTimes, updateContent } from '../../server/repositories/contentWrites';
import { jobToRow } from '../../server/repositories/jobs';
import { generateJobs } from '../../server/seed/generate';
import { routes } from '../../src/domain/routes';
import { testDatabases } from './support/databases';
import { fixture } from './support/fixture';
import { testAppForThisBlock } from './support/testApp';

const JOBS = 5000;
/** What app.request gives a request without a host of its own. */
const ORIGIN = 'http://localhost';

/**
 * A strict check that the text is well-formed XML of the kind a sitemap is: one declaration, tags
 * that nest and close, attribute values quoted, and `&` only in the five predefined entities.
 */
function expectWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('\n') + 1);
  const open: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>$/.exec(token);
      expect(tag, `malformed tag ${token}`).not.toBeNull();
      const [, closing, name, , selfClosing] = tag ?? [];
      if (closing) expect(open.pop(), `</${name}> closes another tag`).toBe(name);
      else if (!selfClosing) {
        if (open.length === 0) roots += 1;
        open.push(name ?? '');
      }
    } else {
      expect(token, 'text with < or >').not.toMatch(/[<>]/);
      expect(token.replace(/&(amp|lt|gt|quot|apos);/g, ''), 'a bare &').not.toContain('&');
      if (open.length === 0) expect(token.trim(), 'text outside the root').toBe('');
    }
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

interface Entry {
  loc: string;
  lastmod: string | undefined;
}

const entriesOf = (xml: string): Entry[] =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: (m[1] ?? '').replaceAll('&amp;', '&'),
    lastmod: m[2],
  }));

describe.each(testDatabases)('the sitemap at 5,000 jobs on $name', (database) => {
  const t = testAppForThisBlock({ database, seed: { ...fixture, jobs: generateJobs(JOBS, 3) } });

  it('lists the home, the list pages and every job, company and article with its last write, as valid XML', async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expectWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = entriesOf(xml);
    // One file holds at most 50,000 URLs.
    expect(entries.length).toBe(xml.match(/<url>/g)?.length);
    expect(entries.length).toBeLessThan(50_000);
    const locs = new Set(entries.map((e) => e.loc));
    expect(locs.size).toBe(entries.length);
    for (const path of [routes.home, routes.findJobs, routes.employers, routes.blogs]) expect(locs).toContain(`${ORIGIN}${path}`);

    const details = [
      ['jobs', routes.jobDetails],
      ['companies', routes.companyDetails],
      ['articles', routes.articleDetails],
    ] as const;
    for (const [table, path] of details) {
      const stamps = await contentUpdateTimes(t.db.kysely, table);
      expect(stamps.length).toBe(table === 'jobs' ? JOBS : fixture[table].length);
      const listed = entries.filter((e) => e.loc.startsWith(`${ORIGIN}${path}?`));
      expect(listed).toEqual(stamps.map((s) => ({ loc: `${ORIGIN}${path}?id=${s.id}`, lastmod: s.updatedAt })));
    }
    for (const entry of entries.filter((e) => e.loc.includes('?id='))) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
  });

  it('is compressed and ETagged like the API answers, 304 on a match', async () => {
    const res = await t.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const zipped = new Uint8Array(await res.arrayBuffer());
    const plain = gunzipSync(zipped).toString();
    expect(zipped.byteLength).toBeLessThan(plain.length / 4);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+-gzip"$/);
    const again = await t.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('names the host the crawler asked, and robots.txt names the sitemap', async () => {
    const other = await (await t.request('https://jobs.example.com/sitemap.xml')).text();
    expect(entriesOf(other).every((e) => e.loc.startsWith('https://jobs.example.com/'))).toBe(true);
    const robots = await t.request('https://jobs.example.com/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/jobs\.example\.com\/sitemap\.xml$/m);
  });
});

describe.each(testDatabases)('a content write stamps updated_at on $name', (database) => {
  const t = testAppForThisBlock({ database });

  it('gives a changed job the write time as its lastmod, once the answers are invalidated', async () => {
    const job = fixture.jobs[0];
    if (!job) throw new Error('the fixture has jobs');
    const before = entriesOf(await (await t.request('/sitemap.xml')).text());
    const at = new Date('2031-05-06T07:08:09.000Z');
    expect(await updateContent(t.db.kysely, 'jobs', 1, jobToRow({ ...job, title: 'Senior Accounts Executive' }), at)).toBe(true);
    t.answers.invalidate();
    const after = entriesOf(await (await t.request('/sitemap.xml')).text());
    const loc = `${ORIGIN}${routes.jobDetails}?id=1`;
    expect(before.find((e) => e.loc === loc)?.lastmod).not.toBe(at.toISOString());
    expect(after.find((e) => e.loc === loc)?.lastmod).toBe(at.toISOString());
    // The job list and home page list the newest write as theirs.
    expect(after.find((e) => e.loc === `${ORIGIN}${routes.findJobs}`)?.lastmod).toBe(at.toISOString());
    expect(after.find((e) => e.loc === `${ORIGIN}${routes.employers}`)?.lastmod).not.toBe(at.toISOString());
  });
});
