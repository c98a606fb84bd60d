import { describe, expect, it } from 'vitest';

import type { Translate } from '../../../../src/i18n/useT';
import { formatWait, isServerWaiting, serverWaitText } from '../../../../src/outbox/page/serverWaitText';
import { testI18n } from '../../texts';

const t = testI18n('en').t as Translate;

describe('the words for a server that asked to wait', () => {
  it('rounds the wait up, so the next attempt never comes before what was said', () => {
    expect([1, 999, 30_000, 59_001, 60_000, 61_000, 3_599_000, 3_600_000].map((ms) => formatWait(t, ms))).toEqual([
      '1 s',
      '1 s',
      '30 s',
      '60 s',
      '1 min',
      '2 min',
      '60 min',
      '1 h',
    ]);
  });

  it('says the server asked to wait and that it will be sent automatically', () => {
    expect(serverWaitText(t, 1_000 + 120_000, 1_000)).toBe(
      'The server is busy and asked us to wait. It will be sent automatically in 2 min.',
    );
  });

  it('is waiting only until the time the server gave', () => {
    expect(isServerWaiting(undefined, 5)).toBe(false);
    expect(isServerWaiting(10, 5)).toBe(true);
    expect(isServerWaiting(5, 5)).toBe(false);
  });

  it("says it in the page's language", () => {
    const ta = testI18n('ta').t as Translate;
    const hi = testI18n('hi').t as Translate;
    expect(formatWait(ta, 120_000)).toContain('2');
    expect(serverWaitText(ta, 121_000, 1_000)).not.toMatch(/[A-Za-z]/);
    expect(serverWaitText(hi, 3_601_000, 1_000)).not.toMatch(/[A-Za-z]/);
  });
});
