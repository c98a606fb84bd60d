import type { Result } from 'autocannon';
import { P99_TARGET_MS, type Scenario } from './targets';

export interface Measured {
  scenario: Scenario;
  result: Result;
}

export function requestsPerSecond(result: Result): number {
  return result.requests.total / result.duration;
}

/** Answers with another status than the scenario expects, or no answer at all. */
function unexpected({ scenario, result }: Measured): number {
  const expected = result.statusCodeStats[String(scenario.status)]?.count ?? 0;
  return result.requests.total - expected + result.errors + result.timeouts;
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

/** A plain-text table of the figures and whether each target is met (printed, never asserted). */
export function formatReport(measured: readonly Measured[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'bytes/answer', 'unexpected', 'target', 'met'];
  const rows = measured.map((m) => {
    const rps = requestsPerSecond(m.result);
    const met = rps >= m.scenario.minRequestsPerSecond && m.result.latency.p99 < P99_TARGET_MS && unexpected(m) === 0;
    return [
      m.scenario.name,
      rps.toFixed(0),
      m.result.latency.p50.toFixed(1),
      m.result.latency.p99.toFixed(1),
      (m.result.throughput.total / Math.max(1, m.result.requests.total)).toFixed(0),
      String(unexpected(m)),
      `>=${m.scenario.minRequestsPerSecond}/s, p99<${P99_TARGET_MS}`,
      met ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
  return [pad(header, widths), pad(widths.map((w) => '-'.repeat(w)), widths), ...rows.map((row) => pad(row, widths))].join('\n');
}
