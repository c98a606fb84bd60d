import { describe, expect, it } from 'vitest';

import { applicationsClosed, chennaiDate } from '../../../src/domain/applicationDates';

const at = (iso: string) => Date.parse(iso);

describe('application dates (docs/PRODUCT.md "Application dates")', () => {
  it('counts days in Chennai: 18:30 UTC is already the next day there', () => {
    expect(chennaiDate(at('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(chennaiDate(at('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(chennaiDate(at('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('takes applications through the whole end date, and calls them closed from the next day', () => {
    expect(applicationsClosed('2026-11-25', at('2026-11-25T18:29:59Z'))).toBe(false);
    expect(applicationsClosed('2026-11-25', at('2026-11-25T18:30:00Z'))).toBe(true);
    expect(applicationsClosed('2026-11-25', at('2026-11-01T00:00:00Z'))).toBe(false);
    expect(applicationsClosed(' 2025-02-28T00:00:00Z ', at('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('claims nothing about an end date that is not a calendar date', () => {
    for (const endDate of ['', 'Not given', '28/02/2025', 'soon']) {
      expect(applicationsClosed(endDate, at('2030-01-01T00:00:00Z')), endDate).toBe(false);
    }
  });
});
