import { describe, expect, it } from 'vitest';

import {
  BACKOFF_MAX_MS,
  backoffMs,
  backoffStepMs,
  FIRST_STEP_MS,
  FRESH_FOR_MS,
  FRESH_STEP_MAX_MS,
  PROBE_EVERY_LONG_MS,
  PROBE_EVERY_MS,
  PROBE_SLOWER_AFTER_MS,
  retryDelayMs,
  serverUnreachable,
} from '../../../../src/outbox/shared/backoff';

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

  it('tells a server that is not there (no answer, a gateway\u2019s 502, 503 or 504) from one that answered with an error', () => {
    expect(serverUnreachable({})).toBe(true);
    expect([502, 503, 504].map((status) => serverUnreachable({ status }))).toEqual([true, true, true]);
    expect([500, 501, 408, 429].map((status) => serverUnreachable({ status }))).toEqual([false, false, false, false]);
    // A 503 with Retry-After is the server itself asking to wait: honoured, not probed.
    expect(serverUnreachable({ status: 503, waitMs: 5_000 })).toBe(false);
  });

  it('retries a server that is not there about every second, however long it has been down, 5 s after ten minutes', () => {
    const probing = { attempts: 40, probeFirst: true };
    for (const failingForMs of [0, FRESH_FOR_MS, 5 * 60_000, PROBE_SLOWER_AFTER_MS - 1])
      expect(retryDelayMs({}, { ...probing, failingForMs }, always(0.999_999))).toBe(PROBE_EVERY_MS);
    expect(retryDelayMs({}, { ...probing, failingForMs: PROBE_SLOWER_AFTER_MS }, always(0.999_999))).toBe(PROBE_EVERY_LONG_MS);
    expect(retryDelayMs({ status: 502 }, { ...probing, failingForMs: 0 }, always(0))).toBe(500);
  });

  it('keeps the backoff for a server that answered with an error, and when no probe can be asked', () => {
    const long = { attempts: 40, failingForMs: 10 * 60_000 };
    expect(retryDelayMs({ status: 500 }, { ...long, probeFirst: true }, always(0.999_999))).toBe(60_000);
    expect(retryDelayMs({}, { ...long, probeFirst: false }, always(0.999_999))).toBe(60_000);
  });
});
