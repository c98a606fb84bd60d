import { brotliDecompressSync } from 'node:zlib';

import { beforeAll, describe, expect, it, vi } from 'vitest';

import { prepareBody } from '../../server/http/preparedBody';
import { PageCache } from '../../server/pages/pageCache';
import { staffContentPaths } from '../../src/contract/staff';
import { removedAfterThisBlock } from './support/lifecycle';
import { RENDER_SHELL, renderBuild, renderCountOf } from './support/renderBuild';
import { addStaff, sampleJob, staffClient } from './support/staff';
import type { TestApp } from './support/testApp';
import { testAppForThisBlock } from './support/testApp';

/**
 * The rendered page cache (server/pages/pageCache.ts, kept by distHandler.ts): a page is rendered once
 * per origin, path and query, until the API's data changes. The fake bundle counts its renders.
 */
const HTML = { Accept: 'text/html', 'Accept-Encoding': 'br' };

async function page(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<{ res: Response; html: string }> {
  const res = await t.request(path, { headers: { ...HTML, ...headers } });
  // A page of 512 bytes or more comes brotli-compressed, as asked (preparedBody.ts).
  const body = Buffer.from(await res.arrayBuffer());
  return { res, html: (res.headers.get('content-encoding') === 'br' ? brotliDecompressSync(body) : body).toString('utf8') };
}

describe('rendered pages kept in memory', () => {
  const dist = removedAfterThisBlock(renderBuild());
  const t = testAppForThisBlock({ distDir: dist.dir, pages: new PageCache({ maxEntries: 3, maxBytes: 1024 * 1024 }) });
  beforeAll(() => addStaff(t));

  it('renders a page once: the same address again is the same answer, without a render', async () => {
    const first = await page(t, '/find-jobs');
    const again = await page(t, '/find-jobs');
    expect(again.res.status).toBe(200);
    expect(again.html).toBe(first.html);
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
  });

  it('answers If-None-Match with 304 from the kept page', async () => {
    const first = await page(t, '/companies');
    const etag = first.res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const res = await t.request('/companies', { headers: { ...HTML, 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect((await page(t, '/companies')).html).toBe(first.html);
  });

  it('renders a query the page reads as a page of its own', async () => {
    const one = await page(t, '/showjobdetails?id=1');
    const two = await page(t, '/showjobdetails?id=2');
    expect(one.html).toContain('<p id="search">?id=1</p>');
    expect(two.html).toContain('<p id="search">?id=2</p>');
    expect(renderCountOf(two.html)).toBe(renderCountOf(one.html) + 1);
    expect((await page(t, '/showjobdetails?id=1')).html).toBe(one.html);
    const search = await page(t, '/find-jobs?q=java');
    expect(search.html).toContain('<p id="search">?q=java</p>');
    expect(renderCountOf(search.html)).toBe(renderCountOf(two.html) + 1);
  });

  it('renders once for any parameters the page does not read, and the page does not show them', async () => {
    const clean = await page(t, '/find-jobs');
    expect(clean.html).toContain('<p id="search"></p>');
    const others = ['?utm_source=x', '?fbclid=abc&utm_medium=social', ...Array.from({ length: 300 }, (_, i) => `?junk=${i}`)];
    // The same HTML is the same render: each page carries the bundle's render count.
    for (const query of others) expect((await page(t, `/find-jobs${query}`)).html, query).toBe(clean.html);
    expect((await page(t, '/our-contact?utm_source=x')).html).toContain('<p id="search"></p>');

    // A page that reads a parameter keeps that one only, written one way, whatever else comes with it.
    const java = await page(t, '/find-jobs?q=java');
    for (const query of ['?utm_source=x&q=java', '?q=java&q=python', '?q=java&id=4']) {
      expect((await page(t, `/find-jobs${query}`)).html, query).toBe(java.html);
    }
    const job = await page(t, '/showjobdetails?id=7');
    for (const query of ['?id=07', '?id=7&gclid=1', '?ref=mail&id=7']) {
      expect((await page(t, `/showjobdetails${query}`)).html, query).toBe(job.html);
    }
    // The router matches without case and trailing slash, and in every language: so does the key.
    expect((await page(t, '/Find-Jobs/?q=java&x=1')).html).toContain('<p id="search">?q=java</p>');
    expect((await page(t, '/ta/find-jobs?junk=1&q=java')).html).toContain('<p id="search">?q=java</p>');
    // An empty search is no search.
    expect((await page(t, '/find-jobs?q=')).html).toContain('<p id="search"></p>');

    // The job lists' filters: known names only, each value written one way, in one order.
    const filtered = await page(t, '/find-filtered-jobs?location=Chennai&type=Full%20Time');
    expect(filtered.html).toContain('<p id="search">?type=Full+Time&location=Chennai</p>');
    for (const query of [
      '?type=Full++Time&location=%20Chennai&junk=1',
      '?utm_source=x&location=Chennai&type=Full%20Time&color=red',
    ]) {
      expect((await page(t, `/find-filtered-jobs${query}`)).html, query).toBe(filtered.html);
    }
    expect((await page(t, '/find-filtered-jobs?location=&title=')).html).toContain('<p id="search"></p>');
  });

  it("renders a page again once a new day has begun in Chennai (a job's applications may have closed)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-25T18:29:00Z'));
      const evening = await page(t, '/showjobdetails?id=3');
      vi.setSystemTime(new Date('2026-11-25T18:29:59Z'));
      expect((await page(t, '/showjobdetails?id=3')).html).toBe(evening.html);
      // 18:30 UTC is midnight in Chennai.
      vi.setSystemTime(new Date('2026-11-25T18:30:00Z'));
      const nextDay = await page(t, '/showjobdetails?id=3');
      expect(renderCountOf(nextDay.html)).toBe(renderCountOf(evening.html) + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one render among concurrent requests for one address', async () => {
    const before = renderCountOf((await page(t, '/missing')).html);
    const pages = await Promise.all(Array.from({ length: 5 }, async () => page(t, '/blogs-list')));
    expect(new Set(pages.map((p) => p.html)).size).toBe(1);
    expect(renderCountOf(pages[0]?.html ?? '')).toBe(before + 1);
  });

  it('renders again after staff publish a job, and the page shows it', async () => {
    const before = await page(t, '/find-jobs');
    const staff = await staffClient(t);
    expect((await staff.send('POST', staffContentPaths.jobs, sampleJob)).status).toBe(201);
    const after = await page(t, '/find-jobs');
    expect(renderCountOf(after.html)).toBeGreaterThan(renderCountOf(before.html));
    const count = (html: string) => Number(/<p id="jobs">(\d+) jobs<\/p>/.exec(html)?.[1]);
    expect(count(after.html)).toBe(count(before.html) + 1);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
  });

  it('renders again after the answer cache is emptied some other way', async () => {
    const before = await page(t, '/find-jobs');
    t.answers.invalidate();
    expect(renderCountOf((await page(t, '/find-jobs')).html)).toBeGreaterThan(renderCountOf(before.html));
  });

  it('keeps neither a failed render (the plain shell) nor a 404 nor a page whose read failed', async () => {
    expect((await page(t, '/broken')).html).toBe(RENDER_SHELL);
    const missing = await page(t, '/missing');
    expect(missing.res.status).toBe(404);
    expect(renderCountOf((await page(t, '/missing')).html)).toBe(renderCountOf(missing.html) + 1);
    const unreadable = await page(t, '/unreadable');
    expect(unreadable.html).toContain('Without the list');
    expect(renderCountOf((await page(t, '/unreadable')).html)).toBe(renderCountOf(unreadable.html) + 1);
  });

  it('gives the render no cookie, so a cookie cannot change the page kept for everyone', async () => {
    const withCookie = await page(t, '/about-us', { Cookie: 'session=secret' });
    expect(withCookie.html).toContain('<p id="cookie"></p>');
    expect((await page(t, '/about-us')).html).toBe(withCookie.html);
  });

  it('keeps at most its limit of pages, dropping the least recently used', async () => {
    t.pages.clear();
    const first = await page(t, '/showjobdetails?id=11');
    await page(t, '/showjobdetails?id=12');
    await page(t, '/showjobdetails?id=11');
    await page(t, '/showjobdetails?id=13');
    await page(t, '/showjobdetails?id=14');
    expect(t.pages.size).toBe(3);
    expect((await page(t, '/showjobdetails?id=11')).html).toBe(first.html);
    const n2 = await page(t, '/showjobdetails?id=12');
    expect(renderCountOf(n2.html)).toBeGreaterThan(renderCountOf(first.html) + 3);
  });
});

describe('the page cache alone', () => {
  const made = async (html: string) => ({
    value: { status: 200, body: await prepareBody(new TextEncoder().encode(html), 'text/html') },
    keep: true,
  });

  it('stays within its byte cap and its entries under many distinct keys', async () => {
    const pages = new PageCache({ maxEntries: 100, maxBytes: 64 * 1024 });
    for (let i = 0; i < 300; i += 1) {
      await pages.get(`/${i}`, async () => made(`<p>${i}</p>${crypto.randomUUID().repeat(80)}`));
      expect(pages.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    // Pages of some 3 KB plus their compressions: the bytes bind before the entries do.
    expect(pages.size).toBeGreaterThan(5);
    expect(pages.size).toBeLessThan(100);
    const small = new PageCache({ maxEntries: 10, maxBytes: 1024 * 1024 });
    for (let i = 0; i < 300; i += 1) await small.get(`/${i}`, async () => made(String(i)));
    expect(small.size).toBe(10);
  });

  it('keeps no page larger than its whole byte cap, and drops nothing for it', async () => {
    const pages = new PageCache({ maxEntries: 10, maxBytes: 4096 });
    await pages.get('/small', async () => made('small'));
    const big = await pages.get('/big', async () => made(crypto.randomUUID().repeat(200)));
    expect(big?.status).toBe(200);
    expect(pages.size).toBe(1);
  });

  it('does not keep a page whose render began before a clear', async () => {
    const pages = new PageCache();
    let finish: (value: Awaited<ReturnType<typeof made>>) => void = () => undefined;
    const pending = pages.get('/', async () => new Promise((resolve) => (finish = resolve)));
    pages.clear();
    finish(await made('old data'));
    expect((await pending)?.status).toBe(200);
    expect(pages.size).toBe(0);
  });
});
