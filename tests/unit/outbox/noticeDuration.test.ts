import { describe, expect, it } from 'vitest';

import { NOTICE_MAX_MS, NOTICE_MS, noticeDuration } from '../../../src/components/notices';

describe('how long a notice stays', () => {
  it("is its caller's time, the default when none is given", () => {
    expect(noticeDuration(3_000)).toBe(3_000);
    expect(noticeDuration(undefined)).toBe(NOTICE_MS);
    expect(noticeDuration(true)).toBe(NOTICE_MS);
  });

  it('is never long enough to hold back the notices queued behind it', () => {
    expect(noticeDuration(false)).toBe(NOTICE_MAX_MS);
    expect(noticeDuration(60_000)).toBe(NOTICE_MAX_MS);
  });
});
