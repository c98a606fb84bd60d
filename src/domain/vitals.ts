/**
 * The Core Web Vitals a visit reports (docs/ARCHITECTURE.md, "Measuring real visits"): what each
 * metric is, the largest value taken as real, Google's "good" threshold and the fixed histogram the
 * server keeps instead of the values. Pure: the page's reporter, the server and the staff console
 * share it.
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export interface VitalRule {
  /** Google's "good": a page template is good when its p75 is at most this. */
  good: number;
  /**
   * The upper edges of the histogram's buckets, rising; a bucket holds the values above the edge
   * before it, up to its own. The last edge is the largest value taken as real: above it a beacon
   * is refused. The "good" threshold is an edge, so a p75 read from the buckets is on the same side
   * of it as the real one.
   */
  edges: readonly number[];
  /** How the staff console writes a value. */
  unit: 'ms' | 'score';
}

/** Milliseconds for LCP, INP and TTFB; CLS is a unitless score. */
export const VITAL_RULES: Readonly<Record<VitalMetric, VitalRule>> = {
  LCP: {
    good: 2500,
    edges: [
      250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 30_000,
      120_000,
    ],
    unit: 'ms',
  },
  INP: {
    good: 200,
    edges: [16, 32, 50, 75, 100, 125, 150, 175, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 5000, 60_000],
    unit: 'ms',
  },
  CLS: {
    good: 0.1,
    edges: [0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 10],
    unit: 'score',
  },
  TTFB: {
    good: 800,
    edges: [50, 100, 150, 200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1500, 1800, 2500, 4000, 6000, 10_000, 120_000],
    unit: 'ms',
  },
};

/** The largest value of `metric` taken as real (a phone's clock or a forged beacon beyond it is refused). */
export function largestVital(metric: VitalMetric): number {
  const { edges } = VITAL_RULES[metric];
  return edges[edges.length - 1] ?? 0;
}

/** The bucket `value` falls in (0 ≤ value ≤ largestVital), or -1 outside that range. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  if (!Number.isFinite(value) || value < 0) return -1;
  return VITAL_RULES[metric].edges.findIndex((edge) => value <= edge);
}

/**
 * The 75th percentile of the values counted in `buckets` (bucket index → count), or null for no
 * values: the bucket holding the value three quarters of the way up, interpolated linearly inside
 * it. Each threshold being an edge, the answer is good exactly when the real p75 is.
 */
export function p75FromBuckets(metric: VitalMetric, buckets: ReadonlyMap<number, number>): number | null {
  const { edges } = VITAL_RULES[metric];
  const total = [...buckets.values()].reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(total * 0.75);
  let below = 0;
  for (let index = 0; index < edges.length; index++) {
    const count = buckets.get(index) ?? 0;
    if (count > 0 && below + count >= rank) {
      const low = index === 0 ? 0 : (edges[index - 1] ?? 0);
      const high = edges[index] ?? low;
      return low + ((high - low) * (rank - below)) / count;
    }
    below += count;
  }
  return null;
}

/** Whether a p75 meets Google's "good" threshold. */
export function isGoodVital(metric: VitalMetric, p75: number): boolean {
  return p75 <= VITAL_RULES[metric].good;
}
