import type { Result } from 'autocannon';

import { type LeanResult, percentile } from './leanClient';
import { P99_TARGET_MS, type Scenario } from './targets';

/** One scenario measured by one load generator, in the units of the report. */
export interface Measurement {
  scenario: Scenario;
  client: 'autocannon' | 'lean';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  /** Answers with another status than the scenario expects, errors and timeouts. */
  unexpected: number;
  /** Server CPU time per answer (ms), when /proc could tell. */
  serverCpuMs: number | undefined;
  /** The load generator's CPU time per answer (ms). */
  clientCpuMs: number;
}

const perAnswerMs = (seconds: number, answers: number) => (seconds * 1000) / answers;

export function fromAutocannon(scenario: Scenario, r: Result, serverCpuS: number | undefined, clientCpuS: number): Measurement {
  const expected = r.statusCodeStats[String(scenario.status)]?.count ?? 0;
  const answers = Math.max(1, r.requests.total);
  return {
    scenario,
    client: 'autocannon',
    requestsPerSecond: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerAnswer: r.throughput.total / answers,
    unexpected: r.requests.total - expected + r.errors + r.timeouts,
    serverCpuMs: serverCpuS === undefined ? undefined : perAnswerMs(serverCpuS, answers),
    clientCpuMs: perAnswerMs(clientCpuS, answers),
  };
}

export function fromLean(scenario: Scenario, r: LeanResult, serverCpuS: number | undefined, clientCpuS: number): Measurement {
  const answers = Math.max(1, r.requests);
  return {
    scenario,
    client: 'lean',
    requestsPerSecond: r.requests / r.duration,
    p50: percentile(r.latencies, 50),
    p99: percentile(r.latencies, 99),
    bytesPerAnswer: r.bytes / answers,
    unexpected: r.requests - (r.statuses.get(scenario.status) ?? 0) + r.errors,
    serverCpuMs: serverCpuS === undefined ? undefined : perAnswerMs(serverCpuS, answers),
    clientCpuMs: perAnswerMs(clientCpuS, answers),
  };
}

export function targetMet(m: Measurement): boolean {
  return m.requestsPerSecond >= m.scenario.minRequestsPerSecond && m.p99 < P99_TARGET_MS && m.unexpected === 0;
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i <= 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

/** A plain-text table of the figures and whether each target is met (printed, never asserted). */
export function formatReport(measured: readonly Measurement[]): string {
  const header = [
    'scenario',
    'client',
    'req/s',
    'p50 ms',
    'p99 ms',
    'bytes/answer',
    'CPU ms/answer: server',
    'client',
    'unexpected',
    'target',
    'met',
  ];
  const rows = measured.map((m) => [
    m.scenario.name,
    m.client,
    m.requestsPerSecond.toFixed(0),
    m.p50.toFixed(1),
    m.p99.toFixed(1),
    m.bytesPerAnswer.toFixed(0),
    m.serverCpuMs === undefined ? '?' : m.serverCpuMs.toFixed(3),
    m.clientCpuMs.toFixed(3),
    String(m.unexpected),
    `>=${m.scenario.minRequestsPerSecond}/s, p99<${P99_TARGET_MS}`,
    targetMet(m) ? 'yes' : 'NO',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)));
  return [
    pad(header, widths),
    pad(
      widths.map((w) => '-'.repeat(w)),
      widths,
    ),
    ...rows.map((row) => pad(row, widths)),
  ].join('\n');
}
