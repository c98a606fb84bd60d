import { Hono } from 'hono';

import { staffPaths } from '../../../src/contract/staff';
import type { SpeedPeriodDto, SpeedReportDto, SpeedRowDto } from '../../../src/contract/vitals';
import { PAGE_TEMPLATES, SPEED_PERIODS } from '../../../src/contract/vitals';
import { p75FromBuckets, VITAL_METRICS } from '../../../src/domain/vitals';
import type { VitalsHistograms } from '../../repositories/vitals';
import { utcDay, VitalsStore } from '../../repositories/vitals';
import type { StaffDeps, StaffEnv } from './requireStaff';

function period(days: number, histograms: VitalsHistograms, template: string): SpeedPeriodDto {
  const metrics: SpeedPeriodDto['metrics'] = {};
  for (const metric of VITAL_METRICS) {
    const buckets = histograms.get(template)?.get(metric);
    const p75 = buckets ? p75FromBuckets(metric, buckets) : null;
    if (buckets && p75 !== null) metrics[metric] = { p75, count: [...buckets.values()].reduce((a, b) => a + b, 0) };
  }
  return { days, metrics };
}

/**
 * The Speed tab's report (docs/STAFF.md): per page template, each period's p75 and visit count of
 * every metric, read from the day histograms; a period of N days is today (UTC) and the N-1 before.
 */
export function speedRoutes(deps: StaffDeps): Hono<StaffEnv> {
  const store = new VitalsStore(deps.db);
  const app = new Hono<StaffEnv>();
  app.get(staffPaths.speed, async (c) => {
    const today = deps.now();
    const byPeriod = await Promise.all(
      SPEED_PERIODS.map(async (days) => ({ days, histograms: await store.histogramsSince(utcDay(today, days - 1)) })),
    );
    const rows: SpeedRowDto[] = PAGE_TEMPLATES.filter((template) =>
      byPeriod.some(({ histograms }) => histograms.has(template)),
    ).map((template) => ({ template, periods: byPeriod.map(({ days, histograms }) => period(days, histograms, template)) }));
    return c.json<SpeedReportDto>({ rows });
  });
  return app;
}
