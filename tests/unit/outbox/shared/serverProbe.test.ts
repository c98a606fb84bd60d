// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { PROBE_PATH, serverAnswers } from '../../../../src/outbox/shared/serverProbe';

function answering(status: number | Error) {
  const asked: string[] = [];
  const fetch = (input: RequestInfo | URL): Promise<Response> => {
    asked.push(String(input));
    return status instanceof Error ? Promise.reject(status) : Promise.resolve(new Response('{}', { status }));
  };
  return { asked, fetch };
}

describe('the probe before a failed submission is sent again', () => {
  it('asks the readiness check and takes any answer below 500 as "the server answers"', async () => {
    const ready = answering(200);
    expect(await serverAnswers({ fetch: ready.fetch, baseUrl: '' })).toBe(true);
    expect(ready.asked).toEqual([PROBE_PATH]);
    expect(await serverAnswers({ fetch: answering(404).fetch, baseUrl: '' })).toBe(true);
  });

  it('says no when the server is not ready (503) or nothing answers', async () => {
    expect(await serverAnswers({ fetch: answering(503).fetch, baseUrl: '' })).toBe(false);
    expect(await serverAnswers({ fetch: answering(new TypeError('Failed to fetch')).fetch, baseUrl: '' })).toBe(false);
  });

  it('takes a 503 whose only reason is the page render still loading as "the server answers": the API takes submissions', async () => {
    const unready = (reason: string) => () =>
      Promise.resolve(new Response(JSON.stringify({ status: 'unready', reason }), { status: 503 }));
    expect(await serverAnswers({ fetch: unready('page render not loaded'), baseUrl: '' })).toBe(true);
    for (const reason of ['migrations pending', 'database unreachable', 'shutting down'])
      expect(await serverAnswers({ fetch: unready(reason), baseUrl: '' }), reason).toBe(false);
    const gateway = () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 503 }));
    expect(await serverAnswers({ fetch: gateway, baseUrl: '' })).toBe(false);
  });

  it('does not probe an API on another host (it may have no such check), so every retry is sent', async () => {
    const other = answering(new TypeError('blocked'));
    expect(await serverAnswers({ fetch: other.fetch, baseUrl: 'https://api.example.test' })).toBe(true);
    expect(other.asked).toEqual([]);
  });
});
