import { describe, expect, it } from 'vitest';

import { DEFAULT_GUARDS } from '../../server/config';
import { startServer } from '../../server/start';
import { apiPaths, IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { pdfFile } from '../fixtures/resumes';
import { applicationForm, validEnquiry } from './support/forms';
import { GENEROUS_GUARDS } from './support/guards';
import type { TestServer } from './support/server';
import { startTestServer, testConfig, testServerForThisBlock } from './support/server';

function postEnquiry(s: TestServer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${s.server.url}${apiPaths.enquiry}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(validEnquiry),
  });
}

function postApplication(s: TestServer, headers: Record<string, string> = {}, form = applicationForm()): Promise<Response> {
  return fetch(`${s.server.url}${apiPaths.application}`, { method: 'POST', headers, body: form });
}

async function expect429(res: Response, words: RegExp): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(((await res.json()) as { message: string }).message).toMatch(words);
}

describe('rate limits with the default settings', () => {
  const s = testServerForThisBlock({ guards: DEFAULT_GUARDS });

  it('accept 10 applications per address in 10 minutes, then answer 429 with Retry-After', async () => {
    for (let i = 0; i < DEFAULT_GUARDS.applicationsPerWindow; i++) {
      expect((await postApplication(s, { [IDEMPOTENCY_HEADER]: `app-${i}` })).status).toBe(201);
    }
    const over = await postApplication(s);
    await expect429(over, /^Too many applications were sent from your network\. Please try again in 10 minutes\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(600);
  });

  it('count a resend of a stored Idempotency-Key too: over the limit it waits like any other request', async () => {
    // Until the window frees, the outbox keeps it and retries after Retry-After.
    await expect429(await postApplication(s, { [IDEMPOTENCY_HEADER]: 'app-3' }), /^Too many applications/);
  });

  it('count enquiries separately: 20, then 429', async () => {
    for (let i = 0; i < DEFAULT_GUARDS.enquiriesPerWindow; i++) expect((await postEnquiry(s)).status).toBe(201);
    await expect429(await postEnquiry(s), /^Too many enquiries/);
  });

  it('ignore X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    await expect429(await postEnquiry(s, { 'X-Forwarded-For': '203.0.113.9' }), /^Too many enquiries/);
  });
});

describe('behind a trusted reverse proxy', () => {
  const s = testServerForThisBlock({ guards: { ...GENEROUS_GUARDS, enquiriesPerWindow: 2, trustedProxies: ['127.0.0.1'] } });

  it('counts each client named by X-Forwarded-For (right-most untrusted hop) separately', async () => {
    const from = (chain: string) => postEnquiry(s, { 'X-Forwarded-For': chain });
    expect((await from('198.51.100.1')).status).toBe(201);
    // The left entry is the client's own claim, the right one what the proxy saw: the right one counts.
    expect((await from('10.9.9.9, 198.51.100.1')).status).toBe(201);
    await expect429(await from('198.51.100.1'), /^Too many enquiries/);
    expect((await from('198.51.100.2')).status).toBe(201);
    // One IPv6 subscriber's /64 is one client.
    expect((await from('2001:db8:1:2::1')).status).toBe(201);
    expect((await from('2001:db8:1:2:ffff::9')).status).toBe(201);
    await expect429(await from('2001:db8:1:2::77'), /^Too many enquiries/);
  });
});

describe('the daily resume quota', () => {
  const resume = { name: 'cv.pdf', bytes: pdfFile({ minBytes: 40_000 }), type: 'application/pdf' };

  it('refuses applications once the day holds the quota, and still does after a restart', async () => {
    const guards = { ...GENEROUS_GUARDS, resumeBytesPerDay: 100_000 };
    const s = await startTestServer({ guards });
    try {
      expect((await postApplication(s, {}, applicationForm({ resume }))).status).toBe(201);
      expect((await postApplication(s, {}, applicationForm({ resume }))).status).toBe(201);
      await expect429(await postApplication(s, {}, applicationForm({ resume })), /^We have received too many resumes today\./);

      // A new server on the same database file counts what is stored.
      await s.server.close();
      const again = await startServer(testConfig({ DATA_DIR: s.dataDir }, { guards }), { logger: s.logger });
      try {
        const res = await fetch(`${again.url}${apiPaths.application}`, { method: 'POST', body: applicationForm({ resume }) });
        await expect429(res, /too many resumes/);
      } finally {
        await again.close();
      }
    } finally {
      await s.dispose();
    }
  });
});
