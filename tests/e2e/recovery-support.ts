import type { Fault, FaultRule, PostRecord } from './harness/faultProxy';

/** The figures and fault rules of tests/e2e/offline-recovery.test.ts. */

/** How many submissions each measured scenario makes: small by default, 50 for the figures in docs/RELIABILITY.md. */
export function submissionsWanted(fallback: number): number {
  const wanted = Number(process.env.RECOVERY_SUBMISSIONS ?? '');
  return Number.isInteger(wanted) && wanted > 0 ? wanted : fallback;
}

/**
 * Cut the request, lose the answer (after the server committed), cut again: the first three
 * attempts of each submission. An attempt is what the app sent, not each POST the proxy sees:
 * Chromium itself sends a POST again at once when a reused connection was cut before any answer,
 * so POSTs of one key less than BURST_MS apart are one attempt and meet the same fault.
 */
export function cutAndLostThreeTimes(): FaultRule {
  const BURST_MS = 250;
  const seen = new Map<string, { attempts: number; lastAt: number }>();
  const faults: Fault[] = [{ kind: 'cut-body' }, { kind: 'drop-answer' }, { kind: 'cut-body' }];
  return (post) => {
    const now = Date.now();
    const state = seen.get(post.key) ?? { attempts: 0, lastAt: 0 };
    if (now - state.lastAt > BURST_MS) state.attempts += 1;
    state.lastAt = now;
    seen.set(post.key, state);
    return faults[state.attempts - 1] ?? null;
  };
}

/** A 500 or a cut request, alternating in an order that does not follow the submissions, while `on()` says so. */
export function mixWhile(on: () => boolean): FaultRule {
  let seed = 7;
  return () => {
    if (!on()) return null;
    // A small linear congruential generator: the same mix on every run.
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const fault: Fault = seed % 2 === 0 ? { kind: 'status', status: 500 } : { kind: 'cut-body' };
    return fault;
  };
}

/** When a 2xx for this key first reached the browser. */
export function answeredAt(posts: readonly PostRecord[], key: string): number | undefined {
  const times = posts.filter((post) => post.key === key && post.answeredAt !== undefined).map((post) => post.answeredAt ?? 0);
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** The nearest-rank percentile of `values` (0 < p <= 100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function describeTimes(label: string, ms: number[]): string {
  const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
  return `${label}: ${ms.length} submissions, median ${s(percentile(ms, 50))}, p95 ${s(percentile(ms, 95))}, max ${s(Math.max(...ms))}`;
}
