import { VITAL_METRICS, vitalBucket, type VitalMetric } from '../../src/domain/vitals';
import type { Db } from '../db/connect';

/** Days kept: the Speed tab's longest period (28 days) and a week to spare; older rows are deleted. */
export const VITALS_KEPT_DAYS = 35;
/** Old days are deleted at most this often by one process. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** What one visit measured: its template and each metric's value. */
export interface VisitVitals {
  template: string;
  metrics: Partial<Record<VitalMetric, number>>;
}

/** Bucket index → visits, per template and metric, over a period. */
export type VitalsHistograms = Map<string, Map<VitalMetric, Map<number, number>>>;

/** YYYY-MM-DD of `at` in UTC, `daysBack` days earlier. */
export function utcDay(at: Date, daysBack = 0): string {
  return new Date(at.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The visits' vitals, kept as histograms (src/domain/vitals.ts): a visit adds one to one bucket
 * of each metric it measured. The add is one upsert that increments (`count = count + 1` in the
 * database), never a read then a write, so several instances writing to one PostgreSQL lose no
 * visit; its rows are written in one fixed order, so two adds never wait for each other in a circle.
 */
export class VitalsStore {
  #lastPurge = 0;

  constructor(private readonly db: Db) {}

  async add(visit: VisitVitals, at: Date): Promise<void> {
    const day = utcDay(at);
    const rows = VITAL_METRICS.flatMap((metric) => {
      const value = visit.metrics[metric];
      const bucket = value === undefined ? -1 : vitalBucket(metric, value);
      return bucket < 0 ? [] : [{ day, template: visit.template, metric, bucket, count: 1 }];
    });
    if (rows.length === 0) return;
    await this.db.kysely
      .insertInto('vitals')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['day', 'template', 'metric', 'bucket'])
          .doUpdateSet((eb) => ({ count: eb('vitals.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
    await this.#purgeNowAndThen(at);
  }

  /** The histograms of the days from `fromDay` (YYYY-MM-DD, UTC) on. */
  async histogramsSince(fromDay: string): Promise<VitalsHistograms> {
    const rows = await this.db.kysely
      .selectFrom('vitals')
      .select(['template', 'metric', 'bucket'])
      .select((eb) => eb.fn.sum<number | string | bigint>('count').as('visits'))
      .where('day', '>=', fromDay)
      .groupBy(['template', 'metric', 'bucket'])
      .execute();
    const histograms: VitalsHistograms = new Map();
    for (const row of rows) {
      const metric = VITAL_METRICS.find((m) => m === row.metric);
      if (!metric) continue;
      const byMetric = histograms.get(row.template) ?? new Map<VitalMetric, Map<number, number>>();
      histograms.set(row.template, byMetric);
      const buckets = byMetric.get(metric) ?? new Map<number, number>();
      byMetric.set(metric, buckets);
      // PostgreSQL sums integers as bigint, which pg hands over as text.
      buckets.set(Number(row.bucket), Number(row.visits));
    }
    return histograms;
  }

  /** Deletes the days older than VITALS_KEPT_DAYS, at most once an hour (after an add, never failing it). */
  async #purgeNowAndThen(at: Date): Promise<void> {
    if (at.getTime() - this.#lastPurge < PURGE_EVERY_MS) return;
    this.#lastPurge = at.getTime();
    await this.db.kysely
      .deleteFrom('vitals')
      .where('day', '<', utcDay(at, VITALS_KEPT_DAYS))
      .execute()
      .catch(() => undefined);
  }
}
