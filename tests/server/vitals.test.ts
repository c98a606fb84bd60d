import { describe, expect, it } from 'vitest';

import { staffPaths } from '../../src/contract/staff';
import type { SpeedReportDto } from '../../src/contract/vitals';
import { VITALS_PATH } from '../../src/contract/vitals';
import { testDatabases } from './support/databases';
import { GENEROUS_GUARDS } from './support/guards';
import { addStaff, CROSS_SITE, staffClient } from './support/staff';
import type { TestApp } from './support/testApp';
import { testAppForEachTest } from './support/testApp';

const TODAY = new Date('2026-11-28T10:00:00Z');
const daysAgo = (days: number) => new Date(TODAY.getTime() - days * 86_400_000);

function beacon(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const visit = { template: 'jobDetails', metrics: { LCP: 1800, INP: 120, CLS: 0.02, TTFB: 450 } };

async function storedRows(t: TestApp) {
  return t.db.kysely.selectFrom('vitals').selectAll().orderBy(['day', 'template', 'metric', 'bucket']).execute();
}

async function speedReport(t: TestApp): Promise<SpeedReportDto> {
  await addStaff(t);
  const staff = await staffClient(t);
  const res = await staff.get(staffPaths.speed);
  expect(res.status).toBe(200);
  return (await res.json()) as SpeedReportDto;
}

describe.each(testDatabases)('real visits’ Core Web Vitals on $name', (database) => {
  describe('keeping them', () => {
    let clock = TODAY;
    const t = testAppForEachTest({ database, now: () => clock });

    it('answers a beacon 204 and keeps one count per metric in its day’s bucket, nothing else', async () => {
      clock = TODAY;
      const res = await t.request(
        VITALS_PATH,
        beacon(visit, { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14)', 'X-Forwarded-For': '203.0.113.9' }),
      );
      expect(res.status).toBe(204);
      const rows = await storedRows(t);
      expect(rows.map((row) => ({ ...row, bucket: Number(row.bucket), count: Number(row.count) }))).toEqual([
        { day: '2026-11-28', template: 'jobDetails', metric: 'CLS', bucket: 1, count: 1 },
        { day: '2026-11-28', template: 'jobDetails', metric: 'INP', bucket: 5, count: 1 },
        { day: '2026-11-28', template: 'jobDetails', metric: 'LCP', bucket: 7, count: 1 },
        { day: '2026-11-28', template: 'jobDetails', metric: 'TTFB', bucket: 6, count: 1 },
      ]);
      // Nothing that names the visit or the visitor: no address, agent, id or time of day.
      const stored = JSON.stringify(rows);
      for (const trace of ['203.0.113', 'Mozilla', 'Android', 'T10:']) expect(stored).not.toContain(trace);
    });

    it('adds visits together, also when they arrive at once', async () => {
      clock = TODAY;
      const answers = await Promise.all(Array.from({ length: 12 }, () => t.request(VITALS_PATH, beacon(visit))));
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 12 }, () => 204));
      const rows = await storedRows(t);
      expect(rows).toHaveLength(4);
      expect(rows.map((row) => Number(row.count))).toEqual([12, 12, 12, 12]);
    });

    it('reports each template’s p75 and count over the last 7 and 28 days to staff, marked by the buckets', async () => {
      // 10 home visits today: LCP 1 s ×7 and 4 s ×3; its p75 (the 8th value) is the first of the
      // three in the bucket (3.5 s, 4 s], read a third of the way into it.
      clock = TODAY;
      for (let i = 0; i < 10; i++) {
        const res = await t.request(VITALS_PATH, beacon({ template: 'home', metrics: { LCP: i < 7 ? 1000 : 4000, CLS: 0 } }));
        expect(res.status).toBe(204);
      }
      // 3 visits 10 days ago: in the 28 days, not the 7.
      clock = daysAgo(10);
      for (let i = 0; i < 3; i++)
        expect((await t.request(VITALS_PATH, beacon({ template: 'home', metrics: { LCP: 900 } }))).status).toBe(204);
      // And one 40 days ago: in neither.
      clock = daysAgo(40);
      expect((await t.request(VITALS_PATH, beacon({ template: 'blogs', metrics: { TTFB: 100 } }))).status).toBe(204);
      clock = TODAY;

      const report = await speedReport(t);
      expect(report.rows.map((row) => row.template)).toEqual(['home']);
      const [recent, longer] = report.rows[0]?.periods ?? [];
      expect(recent?.days).toBe(7);
      expect(recent?.metrics.LCP?.count).toBe(10);
      expect(recent?.metrics.LCP?.p75).toBeCloseTo(3500 + 500 / 3, 6);
      expect(recent?.metrics.CLS?.count).toBe(10);
      expect(recent?.metrics.CLS?.p75).toBeCloseTo(0.008, 9);
      expect(recent?.metrics.INP).toBeUndefined();
      // 13 visits: the 10th value is the last of the ten in (750 ms, 1 s].
      expect(longer?.days).toBe(28);
      expect(longer?.metrics.LCP).toEqual({ p75: 1000, count: 13 });
    });
  });

  describe('with a sample rate of 0', () => {
    const t = testAppForEachTest({ database, vitals: { sampleRate: 0 } });
    it('answers 204 and keeps nothing', async () => {
      expect((await t.request(VITALS_PATH, beacon(visit))).status).toBe(204);
      expect(await storedRows(t)).toEqual([]);
    });
  });

  describe('with a sample rate of one half', () => {
    const draws = [0.2, 0.7, 0.49, 0.5];
    const t = testAppForEachTest({ database, vitals: { sampleRate: 0.5, random: () => draws.shift() ?? 1 } });
    it('keeps the beacons whose draw falls under it', async () => {
      for (let i = 0; i < 4; i++)
        expect((await t.request(VITALS_PATH, beacon({ template: 'home', metrics: { LCP: 1000 } }))).status).toBe(204);
      expect((await storedRows(t)).map((row) => Number(row.count))).toEqual([2]);
    });
  });

  describe('refusing what no page sends', () => {
    const t = testAppForEachTest({ database, guards: { ...GENEROUS_GUARDS, vitalsPerWindow: 3 } });

    it.each([
      ['broken JSON', '{"template":'],
      ['an array', [visit]],
      ['no metrics', { template: 'home', metrics: {} }],
      ['an unknown metric', { template: 'home', metrics: { LCP: 1000, FID: 10 } }],
      ['an unknown template', { template: '/showjobdetails?id=3', metrics: { LCP: 1000 } }],
      ['the staff console', { template: 'staff', metrics: { LCP: 1000 } }],
      ['an extra field', { ...visit, url: 'https://example.com/?id=3' }],
      ['a negative value', { template: 'home', metrics: { LCP: -1 } }],
      ['an absurd LCP', { template: 'home', metrics: { LCP: 3_600_000 } }],
      ['an absurd CLS', { template: 'home', metrics: { CLS: 1e9 } }],
      ['a value as text', { template: 'home', metrics: { INP: '120' } }],
      ['a null value', { template: 'home', metrics: { TTFB: null } }],
    ])('400 for %s', async (_what, body) => {
      const res = await t.request(VITALS_PATH, beacon(body));
      expect(res.status).toBe(400);
      expect(await storedRows(t)).toEqual([]);
    });

    it('413 for a large body, declared or not', async () => {
      const padded = { ...visit, pad: 'x'.repeat(5000) };
      expect((await t.request(VITALS_PATH, beacon(padded))).status).toBe(413);
      const stream = new Blob([JSON.stringify(padded)]).stream();
      const res = await t.request(VITALS_PATH, { ...beacon(''), body: stream, duplex: 'half' } as RequestInit);
      expect(res.status).toBe(413);
      expect(await storedRows(t)).toEqual([]);
    });

    it('415 for another media type, 403 for another site, 429 past the rate', async () => {
      expect((await t.request(VITALS_PATH, beacon(visit, { 'Content-Type': 'application/x-www-form-urlencoded' }))).status).toBe(
        415,
      );
      expect((await t.request(VITALS_PATH, beacon(visit, CROSS_SITE))).status).toBe(403);
      // The rate counts every request past the origin check, the one refused for its type too.
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await t.request(VITALS_PATH, beacon(visit))).status);
      expect(statuses).toEqual([204, 204, 429]);
    });

    it('shows the report to staff only', async () => {
      expect((await t.request(staffPaths.speed)).status).toBe(401);
      expect(await speedReport(t)).toEqual({ rows: [] });
    });
  });
});
