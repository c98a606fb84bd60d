import { describe, expect, it } from 'vitest';

import { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, retryDelayMs } from '../../../src/offline/backoff';

describe('retry backoff', () => {
  it('waits 10 s after the first failure and doubles after each further one', () => {
    expect(RETRY_BASE_DELAY_MS).toBe(10_000);
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(RETRY_MAX_DELAY_MS).toBe(30 * 60_000);
    expect(retryDelayMs(9)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelayMs(500)).toBe(RETRY_MAX_DELAY_MS);
  });
});
