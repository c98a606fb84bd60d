import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { tempDir } from './support/files';
import { removedAfterThisBlock } from './support/lifecycle';
import { openTestApp, testAppForThisBlock } from './support/testApp';

const INDEX = '<!doctype html><html><head><title>Sr Technologies Jobs</title></head><body><div id="root"></div></body></html>';
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built web app', () => {
  const dist = removedAfterThisBlock(tempDir('dist'));
  const t = testAppForThisBlock(() => {
    mkdirSync(join(dist.dir, 'assets'));
    writeFileSync(join(dist.dir, 'index.html'), INDEX);
    writeFileSync(join(dist.dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist.dir, 'manifest.webmanifest'), '{"name":"Sr Technologies Jobs"}');
    writeFileSync(join(dist.dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(join(dist.dir, 'assets', 'index-AbC123.js'), APP_JS);
    writeFileSync(join(dist.dir, '.env'), 'SECRET=1');
    return { distDir: dist.dir };
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await t.request('/', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it.each(['/find-jobs', '/showjobdetails', '/employers-list/deep/path', '/about-us/'])(
    'answers the navigation %s with index.html',
    async (path) => {
      const res = await t.request(path, { headers: HTML });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it.each<Record<string, string>>([{ Accept: '*/*' }, {}])(
    'also answers a client that takes anything (%o) with index.html',
    async (headers) => {
      const res = await t.request('/showjobdetails?id=3', { headers });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('does not fall back for a request that asks only for something other than HTML', async () => {
    const res = await t.request('/find-jobs', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(404);
  });

  it.each(['/x.js', '/assets/missing-123.js', '/favicon.ico', '/.env'])(
    'answers a missing file %s with 404, not index.html',
    async (path) => {
      const res = await t.request(path, { headers: HTML });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    },
  );

  it('answers an unknown API path with a JSON 404, even for a browser navigation', async () => {
    for (const path of ['/api/unknown', '/api', `${apiPaths.jobs}/1/extra`]) {
      const res = await t.request(path, { headers: HTML });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    }
  });

  it('answers a POST to an unknown API path with a JSON 404', async () => {
    const res = await t.request('/api/Project_10_Sr_Technologies_Jobs_Unknown', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves hashed assets as immutable for a year, compressed', async () => {
    const res = await t.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(APP_JS);
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/index.html'])('serves %s with no-cache', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a real robots.txt as text', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('User-agent');
  });

  it('answers static files with an ETag and 304', async () => {
    const first = await t.request('/assets/index-AbC123.js');
    const again = await t.request('/assets/index-AbC123.js', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('picks up a new build without a restart', async () => {
    writeFileSync(join(dist.dir, 'assets', 'index-New456.js'), 'console.log(2)');
    writeFileSync(join(dist.dir, 'index.html'), INDEX.replace('Jobs', 'Jobs v2'));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist.dir, 'index.html'), later, later);
    expect(await (await t.request('/', { headers: HTML })).text()).toContain('v2');
    expect((await t.request('/assets/index-New456.js')).status).toBe(200);
  });
});

describe('without a build', () => {
  const t = testAppForThisBlock();

  it('answers a navigation with 503 "Run npm run build first"', async () => {
    for (const path of ['/', '/find-jobs']) {
      const res = await t.request(path, { headers: HTML });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('Run npm run build first');
    }
  });

  it('still serves the API', async () => {
    expect((await t.request(apiPaths.jobs)).status).toBe(200);
  });

  it('answers a missing asset with 404, and still serves robots.txt (the server makes it: it names the sitemap)', async () => {
    expect((await t.request('/assets/app.js')).status).toBe(404);
    expect((await t.request('/robots.txt', { headers: HTML })).status).toBe(200);
  });
});

describe('a dist folder removed while the server runs', () => {
  it('answers navigations with 503 again', async () => {
    const dist = tempDir('dist-gone');
    writeFileSync(join(dist.dir, 'index.html'), INDEX);
    const t = await openTestApp({ distDir: dist.dir });
    try {
      expect((await t.request('/', { headers: HTML })).status).toBe(200);
      rmSync(join(dist.dir, 'index.html'));
      expect((await t.request('/', { headers: HTML })).status).toBe(503);
    } finally {
      await t.dispose();
      dist.remove();
    }
  });
});
