import { describe, expect, it } from 'vitest';

import { CROSS_SITE_MESSAGE } from '../../server/guards/sameOrigin';
import { apiPaths } from '../../src/contract/paths';
import { applicationForm, validEnquiry } from './support/forms';
import { GENEROUS_GUARDS } from './support/guards';
import { testAppForThisBlock } from './support/testApp';

const SITE = 'jobs.example.com';

describe('cross-site POSTs', () => {
  const t = testAppForThisBlock({ guards: { ...GENEROUS_GUARDS, allowedOrigins: ['https://app.example.net'] } });

  const postEnquiry = (headers: Record<string, string>) =>
    t.request(`http://${SITE}${apiPaths.enquiry}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: SITE, ...headers },
      body: JSON.stringify(validEnquiry),
    });
  const postApplication = (headers: Record<string, string>) =>
    t.request(`http://${SITE}${apiPaths.application}`, {
      method: 'POST',
      headers: { Host: SITE, ...headers },
      body: applicationForm(),
    });

  it.each([
    ['a browser marking it cross-site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    [
      'a browser marking it same-site (a sibling subdomain)',
      { Origin: 'https://blog.example.com', 'Sec-Fetch-Site': 'same-site' },
    ],
    ['an older browser sending only a foreign Origin', { Origin: 'https://evil.example' }],
    ['a sandboxed page (Origin: null)', { Origin: 'null' }],
  ])('are refused 403 JSON from %s, both forms', async (_, headers) => {
    for (const res of [await postEnquiry(headers), await postApplication(headers)]) {
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
  });

  it.each([
    ['our own page (Sec-Fetch-Site: same-origin)', { Origin: `https://${SITE}`, 'Sec-Fetch-Site': 'same-origin' }],
    [
      'the service worker delivering the outbox (a same-origin fetch)',
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'same-origin' },
    ],
    ['an older browser on our own origin', { Origin: `https://${SITE}` }],
    ['curl or a server (neither header)', {}],
    ['an origin listed in ALLOWED_ORIGINS', { Origin: 'https://app.example.net', 'Sec-Fetch-Site': 'cross-site' }],
  ])('pass from %s', async (_, headers) => {
    expect((await postEnquiry(headers)).status).toBe(201);
    expect((await postApplication(headers)).status).toBe(201);
  });
});
