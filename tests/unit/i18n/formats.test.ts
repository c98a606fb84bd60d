import { describe, expect, it } from 'vitest';

import { formatAge } from '../../../src/components/formatAge';
import { formatDate } from '../../../src/components/formatDate';
import { testI18n } from '../texts';

describe('dates and ages in the page language', () => {
  it('writes a date the Indian way in each language', () => {
    expect(formatDate('2025-02-28')).toBe('28 February 2025');
    expect(formatDate('2025-02-28', 'en')).toBe('28 February 2025');
    expect(formatDate('2025-02-28', 'ta')).toBe('28 பிப்ரவரி, 2025');
    expect(formatDate('2025-02-28', 'hi')).toBe('28 फ़रवरी 2025');
    // Not a date: shown as it came, in any language.
    expect(formatDate('soon', 'ta')).toBe('soon');
  });

  it('says how long ago, with the plural each language needs', () => {
    const day = 24 * 60 * 60_000;
    expect(formatAge(testI18n('en').t, day)).toBe('1 day ago');
    expect(formatAge(testI18n('en').t, 3 * day)).toBe('3 days ago');
    expect(formatAge(testI18n('ta').t, day)).toBe('1 நாள் முன்பு');
    expect(formatAge(testI18n('ta').t, 3 * day)).toBe('3 நாட்கள் முன்பு');
    expect(formatAge(testI18n('hi').t, 2 * 60 * 60_000)).toBe('2 घंटे पहले');
  });
});
