import { describe, expect, test } from 'vitest';

import { NAV_ITEMS, navCurrent } from '../../../src/app/layout/navItems';
import { scrollKey } from '../../../src/app/layout/scrollKey';
import { formatDate } from '../../../src/i18n/format/formatDate';
import { present } from '../present';
import { testI18n } from '../texts';

const english = testI18n('en');
const item = (label: string) =>
  present(
    NAV_ITEMS.find((i) => english._(i.label) === label),
    label,
  );

describe('navbar links (docs/PRODUCT.md §2)', () => {
  test('the six links, in order', () => {
    expect(NAV_ITEMS.map((i) => [english._(i.label), i.to])).toEqual([
      ['Home', '/'],
      ['Find Jobs', '/find-jobs'],
      ['About Us', '/about-us'],
      ['Employers', '/employers-list'],
      ['Blog', '/blogs-list'],
      ['Contact', '/our-contact'],
    ]);
  });

  test('Home is the current page on / and /home', () => {
    expect(navCurrent(item('Home'), '/')).toBe('page');
    expect(navCurrent(item('Home'), '/home')).toBe('page');
    expect(navCurrent(item('Home'), '/about-us')).toBeUndefined();
  });

  test('a detail page marks the link of its section, not as the page itself', () => {
    expect(navCurrent(item('Employers'), '/showcompanydetails')).toBe('true');
    expect(navCurrent(item('Blog'), '/showblogdetails')).toBe('true');
    expect(navCurrent(item('Find Jobs'), '/find-filtered-jobs')).toBe('true');
    expect(navCurrent(item('Contact'), '/showblogdetails')).toBeUndefined();
  });

  test('a trailing slash does not change which link is current', () => {
    expect(navCurrent(item('About Us'), '/about-us/')).toBe('page');
  });
});

describe('scroll to top on route change', () => {
  test('a new path, or the same detail page with another id, is a change', () => {
    expect(scrollKey('/about-us', '')).not.toBe(scrollKey('/our-contact', ''));
    expect(scrollKey('/showjobdetails', '?id=1')).not.toBe(scrollKey('/showjobdetails', '?id=2'));
  });

  test('other query changes (a list filter) are not', () => {
    expect(scrollKey('/find-jobs', '?type=Full+Time')).toBe(scrollKey('/find-jobs', '?type=Contract'));
  });
});

describe('dates', () => {
  test('an ISO date is shown the Indian way', () => {
    expect(formatDate('2025-02-18')).toBe('18 February 2025');
  });

  test('writes what Intl writes for en-IN, a day that overflows its month included', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2025-01-01', '2024-02-29', '2025-02-31', '2025-12-31', '1999-07-04', '2030-10-09']) {
      const [year, month, day] = iso.split('-').map(Number);
      expect(formatDate(iso)).toBe(intl.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1))));
    }
  });

  test('anything else is shown as it came', () => {
    expect(formatDate('Recently')).toBe('Recently');
    expect(formatDate('')).toBe('');
  });
});
