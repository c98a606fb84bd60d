import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { uploadUrl } from '../../src/contract/paths';
import { tempDir } from './support/files';
import { rawGet } from './support/http';
import { removedAfterThisBlock } from './support/lifecycle';
import { testServerForThisBlock } from './support/server';

const SECRET = 'TOP-SECRET-CONTENT';
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('/uploads', () => {
  const root = removedAfterThisBlock(tempDir('uploads'));
  const uploads = join(root.dir, 'uploads');
  const s = testServerForThisBlock(() => {
    mkdirSync(join(uploads, 'sub'), { recursive: true });
    writeFileSync(join(uploads, 'logo-a.svg'), SVG);
    writeFileSync(join(uploads, 'photo 1.png'), PNG);
    writeFileSync(join(uploads, 'notes.txt'), SECRET);
    writeFileSync(join(uploads, '.hidden.png'), SECRET);
    writeFileSync(join(uploads, 'sub', 'inner.png'), SECRET);
    writeFileSync(join(root.dir, 'secret.png'), SECRET);
    writeFileSync(join(root.dir, 'secret.txt'), SECRET);
    return { uploadsDir: uploads };
  });

  it('serves an image with its type, an ETag and cache headers suitable for images', async () => {
    const res = await fetch(`${s.server.url}${uploadUrl('logo-a.svg')}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(await res.text()).toBe(SVG);
    const again = await fetch(`${s.server.url}${uploadUrl('logo-a.svg')}`, {
      headers: { 'If-None-Match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('compresses SVG but sends a PNG as it is', async () => {
    const svg = await rawGet(s.server.port, uploadUrl('logo-a.svg'), { 'Accept-Encoding': 'gzip' });
    expect(svg.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(svg.bodyBytes).toString('utf8')).toBe(SVG);
    const png = await rawGet(s.server.port, uploadUrl('photo 1.png'), { 'Accept-Encoding': 'gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.bodyBytes).toEqual(PNG);
  });

  it('refuses a raw backslash in the path at the HTTP parser (400), leaking nothing', async () => {
    const res = await rawGet(s.server.port, '/uploads/..\\secret.png');
    expect(res.status).toBe(400);
    expect(res.body).not.toContain(SECRET);
  });

  it.each([
    '/uploads/../secret.txt',
    '/uploads/..%2fsecret.txt',
    '/uploads/%2e%2e%2fsecret.txt',
    '/uploads/%2e%2e/secret.png',
    '/uploads/%252e%252e%252fsecret.png',
    '/uploads/..%5csecret.png',
    '/uploads//etc/passwd',
    '/uploads/%2fetc%2fpasswd',
    `/uploads/${encodeURIComponent(join(root.dir, 'secret.png'))}`,
    '/uploads/notes.txt',
    '/uploads/.hidden.png',
    '/uploads/sub/inner.png',
    '/uploads/sub%2finner.png',
    '/uploads/',
    '/uploads/LOGO-A.SVG',
    '/uploads/unknown.png',
  ])('answers %s with 404 and nothing from the disk', async (path) => {
    const res = await rawGet(s.server.port, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(SECRET);
  });
});
