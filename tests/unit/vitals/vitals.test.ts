import { describe, expect, it } from 'vitest';

import { pages } from '../../../src/app/pages';
import { PAGE_TEMPLATES, templateOfPage } from '../../../src/contract/vitals';
import { isGoodVital, largestVital, p75FromBuckets, VITAL_METRICS, VITAL_RULES, vitalBucket } from '../../../src/domain/vitals';
import { formatVital } from '../../../src/features/staff/speedFormat';

describe('the vitals histograms', () => {
  it.each(VITAL_METRICS)("%s's edges rise, and its good threshold is one of them", (metric) => {
    const { edges, good } = VITAL_RULES[metric];
    expect(edges.every((edge, i) => i === 0 || edge > (edges[i - 1] ?? 0))).toBe(true);
    expect(edges).toContain(good);
  });

  it('puts a value in the first bucket whose edge is not below it, and nothing outside 0..largest', () => {
    expect(vitalBucket('LCP', 0)).toBe(0);
    expect(vitalBucket('LCP', 250)).toBe(0);
    expect(vitalBucket('LCP', 250.1)).toBe(1);
    expect(vitalBucket('LCP', 2500)).toBe(VITAL_RULES.LCP.edges.indexOf(2500));
    expect(vitalBucket('LCP', largestVital('LCP'))).toBe(VITAL_RULES.LCP.edges.length - 1);
    expect([largestVital('LCP') + 1, -1, Number.NaN, Number.POSITIVE_INFINITY].map((v) => vitalBucket('LCP', v))).toEqual([
      -1, -1, -1, -1,
    ]);
  });

  it('reads p75 from the bucket holding the value three quarters up, interpolated inside it', () => {
    expect(p75FromBuckets('INP', new Map())).toBeNull();
    // One visit at 120 ms, in (100, 125]: read at the bucket's top.
    expect(p75FromBuckets('INP', new Map([[vitalBucket('INP', 120), 1]]))).toBe(125);
    // Four visits in (150, 175]: the 3rd is three quarters of the way in.
    expect(p75FromBuckets('INP', new Map([[vitalBucket('INP', 160), 4]]))).toBe(150 + 25 * 0.75);
    // 3 fast, 1 slow: the 3rd value is the fast bucket's last.
    const mixed = new Map([
      [vitalBucket('TTFB', 90), 3],
      [vitalBucket('TTFB', 3000), 1],
    ]);
    expect(p75FromBuckets('TTFB', mixed)).toBe(100);
  });

  it('says good exactly when the values three quarters up are within the threshold', () => {
    const atThreshold = new Map([[vitalBucket('LCP', 2500), 4]]);
    const justOver = new Map([
      [vitalBucket('LCP', 2500), 2],
      [vitalBucket('LCP', 2501), 2],
    ]);
    expect(isGoodVital('LCP', p75FromBuckets('LCP', atThreshold) ?? Infinity)).toBe(true);
    expect(isGoodVital('LCP', p75FromBuckets('LCP', justOver) ?? 0)).toBe(false);
  });

  it('writes values as staff read them', () => {
    expect([formatVital('INP', 180.4), formatVital('LCP', 2140), formatVital('CLS', 0.0123), formatVital('TTFB', 800)]).toEqual([
      '180 ms',
      '2.1 s',
      '0.012',
      '800 ms',
    ]);
  });
});

describe('page templates', () => {
  it('name every page of the page table but the staff console, and the not-found page', () => {
    const names = pages.map((page) => page.name).filter((name) => name !== 'staff');
    expect([...PAGE_TEMPLATES].sort()).toEqual([...names, 'notFound'].sort());
    expect(templateOfPage('staff')).toBeNull();
    expect(templateOfPage(null)).toBe('notFound');
    expect(templateOfPage('jobDetails')).toBe('jobDetails');
  });
});
