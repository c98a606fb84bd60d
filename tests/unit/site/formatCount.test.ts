import { describe, expect, it } from 'vitest';

import { formatCount } from '../../../src/i18n/format/formatCount';

describe('formatCount', () => {
  it('writes every whole number as the en-IN locale does', () => {
    const samples = [0, 7, 42, 999, 1_000, 4_990, 12_345, 99_999, 1_00_000, 1_23_456, 12_34_567, 9_87_65_43_210];
    for (const n of [...samples, ...samples.filter((s) => s > 0).map((s) => -s)])
      expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
  });

  it('leaves fractions and non-numbers to the locale', () => {
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString('en-IN'));
    expect(formatCount(Number.NaN)).toBe(Number.NaN.toLocaleString('en-IN'));
  });
});
