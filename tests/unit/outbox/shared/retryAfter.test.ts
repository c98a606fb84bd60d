import { describe, expect, it } from 'vitest';

import { honoursRetryAfter, RETRY_AFTER_MAX_MS, retryAfterMs } from '../../../../src/outbox/shared/retryAfter';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe("the server's Retry-After", () => {
  it('is honoured on 429 and 503 only', () => {
    expect([429, 503, 500, 502, 408].map(honoursRetryAfter)).toEqual([true, true, false, false, false]);
  });

  it('reads a number of seconds', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs(' 0 ', NOW)).toBe(0);
  });

  it('reads an HTTP date, as a wait from now, never negative', () => {
    expect(retryAfterMs('Mon, 23 Nov 2026 10:02:30 GMT', NOW)).toBe(150_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', NOW)).toBe(0);
  });

  it('never asks for more than an hour, however long the server says', () => {
    expect(RETRY_AFTER_MAX_MS).toBe(3_600_000);
    expect(retryAfterMs('86400', NOW)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryAfterMs('Fri, 01 Jan 2100 00:00:00 GMT', NOW)).toBe(RETRY_AFTER_MAX_MS);
  });

  it('is ignored when missing or not a number of seconds or a date', () => {
    for (const header of [null, '', '  ', '-5', '1.5', 'soon', '12abc'])
      expect(retryAfterMs(header, NOW), String(header)).toBeNull();
  });
});
