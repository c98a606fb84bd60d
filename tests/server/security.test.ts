import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { jsonPost } from './support/forms';
import { testAppForThisBlock } from './support/testApp';

describe('security headers', () => {
  const t = testAppForThisBlock();

  const answers = () => [
    t.request(apiPaths.jobs),
    t.request(`${apiPaths.jobs}/999`),
    t.request('/api/nothing'),
    t.request('/uploads/none.png'),
    t.request('/find-jobs', { headers: { Accept: 'text/html' } }),
    t.request(apiPaths.enquiry, jsonPost('{broken')),
  ];

  it('are on every answer: success, 404, 400 and 503', async () => {
    for (const res of await Promise.all(answers())) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('are on a 304 too', async () => {
    const etag = (await t.request(apiPaths.jobs)).headers.get('etag') ?? '';
    const res = await t.request(apiPaths.jobs, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('allow only our own origin, plus Google Maps frames and inline styles', async () => {
    const csp = (await t.request(apiPaths.jobs)).headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('frame-src')).toEqual(['https://www.google.com', 'https://maps.google.com']);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
