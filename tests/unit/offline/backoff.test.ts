import { describe, expect, it } from 'vitest';

import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffMs } from '../../../src/offline/backoff';

describe('the backoff', () => {
  it('waits 10 s after the first attempt and doubles after each further one', () => {
    expect(BACKOFF_BASE_MS).toBe(10_000);
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
  });

  it('never waits longer than the cap, however many attempts there were', () => {
    expect(BACKOFF_MAX_MS).toBe(30 * 60_000);
    expect(backoffMs(9)).toBe(BACKOFF_MAX_MS);
    expect(backoffMs(500)).toBe(BACKOFF_MAX_MS);
  });
});
