import { afterEach, describe, expect, it } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { DEFAULT_RESUME_MAX_BYTES } from '../../src/domain/resume';
import type { TestServer } from './support/server';
import { startTestServer, testConfig } from './support/server';

describe('GET limits', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.dispose();
    s = undefined;
  });

  it('answers the resume limit the server was started with (RESUME_MAX_BYTES), as JSON revalidated by ETag', async () => {
    s = await startTestServer({ resumeMaxBytes: testConfig({ RESUME_MAX_BYTES: '123456' }).resumeMaxBytes });
    const url = `${s.server.url}${apiPaths.limits}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ resumeMaxBytes: 123_456 });

    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('answers the default limit when RESUME_MAX_BYTES is not set', async () => {
    s = await startTestServer();
    expect(await (await fetch(`${s.server.url}${apiPaths.limits}`)).json()).toEqual({ resumeMaxBytes: DEFAULT_RESUME_MAX_BYTES });
  });
});
