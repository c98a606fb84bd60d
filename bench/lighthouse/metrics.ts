import type { Result, RunnerResult } from 'lighthouse';

import { cpuBlockingOf } from './cpuBlocking';

/** The figures the bench prints for one Lighthouse run of one page. */
export interface RunFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The blocking time from the tasks' CPU time (./cpuBlocking.ts). */
  cpuTbtMs: number;
  /** The tasks' wall time over their CPU time after the first paint. */
  wallPerCpu: number;
  cls: number;
  jsTransferredBytes: number;
  /** Requests apart from images, and script requests, as Lighthouse saw the load. */
  requests: number;
  scripts: number;
  accessibility: number;
  bestPractices: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** A figure of one row of Lighthouse's resource summary (`script`, `image`, `total` ...). */
function resourceFigure(lhr: Result, resourceType: string, key: 'transferSize' | 'requestCount'): number {
  const details = lhr.audits['resource-summary']?.details;
  if (!details || details.type !== 'table') return Number.NaN;
  const row = details.items.find((item) => item.resourceType === resourceType);
  const value = row?.[key];
  return typeof value === 'number' ? value : Number.NaN;
}

export function figuresOf({ lhr, artifacts }: RunnerResult): RunFigures {
  return {
    ...cpuBlockingOf(artifacts.Trace.traceEvents),
    performance: score(lhr, 'performance'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsTransferredBytes: resourceFigure(lhr, 'script', 'transferSize'),
    requests: resourceFigure(lhr, 'total', 'requestCount') - resourceFigure(lhr, 'image', 'requestCount'),
    scripts: resourceFigure(lhr, 'script', 'requestCount'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (Lighthouse's own advice: one run is too noisy). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunFigures;
}

/** What a run reports against best practices and accessibility, to say what to fix. */
export function findings(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of ['best-practices', 'accessibility']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      const details = audit.details && 'items' in audit.details ? JSON.stringify(audit.details.items).slice(0, 600) : '';
      lines.push(`${category}: ${audit.id} (${audit.title}) ${details}`);
    }
  }
  // Which elements moved, when the page shifts more than the target allows.
  const shifts = lhr.audits['layout-shifts'];
  if ((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0.02 && shifts?.details && 'items' in shifts.details) {
    lines.push(`layout shifts: ${JSON.stringify(shifts.details.items).slice(0, 800)}`);
  }
  return lines;
}
