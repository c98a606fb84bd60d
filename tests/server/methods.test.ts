import { describe, expect, it } from 'vitest';

import { apiPaths, detailPath } from '../../src/contract/paths';
import { tinyDist } from './support/dist';
import { removedAfterThisBlock } from './support/lifecycle';
import { testAppForThisBlock } from './support/testApp';

describe('methods and paths nothing serves', () => {
  const dist = removedAfterThisBlock(tinyDist());
  const t = testAppForThisBlock({ distDir: dist.dir });

  it.each([
    ['PUT', apiPaths.jobs, 'GET, HEAD'],
    ['DELETE', detailPath(apiPaths.jobs, 1), 'GET, HEAD'],
    ['POST', apiPaths.limits, 'GET, HEAD'],
    ['GET', apiPaths.enquiry, 'POST'],
    ['PATCH', apiPaths.application, 'POST'],
    ['DELETE', '/', 'GET, HEAD'],
    ['POST', '/find-jobs', 'GET, HEAD'],
    ['PUT', '/uploads/logo-a.svg', 'GET, HEAD'],
  ])('%s %s is 405 with Allow: %s and a JSON message', async (method, path, allow) => {
    const res = await t.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^This address accepts (GET and HEAD|POST) requests only\.$/,
    );
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const res = await t.request(apiPaths.enquiry, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['DELETE', '/api/nothing-here'],
    ['GET', `${apiPaths.jobs}/1/2`],
  ])('%s %s (nothing there, or the method is allowed) stays a 404', async (method, path) => {
    const res = await t.request(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves the bundle but never its source map', async () => {
    expect((await t.request('/assets/index-AbC123.js')).status).toBe(200);
    const map = await t.request('/assets/index-AbC123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret');
  });
});
