import { describe, expect, it } from 'vitest';

import {
  BACKOFF_MAX_MS,
  backoffMs,
  backoffStepMs,
  FIRST_STEP_MS,
  FRESH_FOR_MS,
  FRESH_STEP_MAX_MS,
} from '../../../src/offline/backoff';

const always = (value: number) => () => value;

describe('the backoff', () => {
  it('starts at half a second and doubles up to 1.5 s while the failures are fresh', () => {
    expect(FIRST_STEP_MS).toBe(500);
    expect(FRESH_STEP_MAX_MS).toBe(1_500);
    expect([1, 2, 3, 4, 50].map((attempts) => backoffStepMs(attempts, 10_000))).toEqual([500, 1_000, 1_500, 1_500, 1_500]);
  });

  it('keeps every fresh retry within the 2 s a recovered server should wait, whatever the jitter', () => {
    for (const random of [0, 0.5, 0.999]) {
      for (let attempts = 1; attempts < 30; attempts += 1)
        expect(backoffMs(attempts, FRESH_FOR_MS - 1, always(random))).toBeLessThanOrEqual(1_500);
    }
  });

  it('after the fresh minute, waits a tenth of how long it has been failing, at most 30 min', () => {
    expect(backoffStepMs(5, FRESH_FOR_MS)).toBe(6_000);
    expect(backoffStepMs(5, 10 * 60_000)).toBe(60_000);
    expect(backoffStepMs(5, 60 * 60_000)).toBe(6 * 60_000);
    expect(BACKOFF_MAX_MS).toBe(30 * 60_000);
    expect(backoffStepMs(500, 24 * 60 * 60_000)).toBe(BACKOFF_MAX_MS);
  });

  it('jitters each step between half and all of it', () => {
    expect(backoffMs(3, 0, always(0))).toBe(750);
    expect(backoffMs(3, 0, always(0.5))).toBe(1_125);
    expect(backoffMs(3, 0, always(0.999_999))).toBe(1_500);
    expect(backoffMs(5, 10 * 60_000, always(0))).toBe(30_000);
  });
});
