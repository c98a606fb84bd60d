import type { RunnerResult } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

import { LONG_TASK_MS, type TraceEvent } from './cpuBlocking';

/** What Lantern's estimates hold: each simulated node's timing (milliseconds of the simulated load). */
interface SimulatedNode {
  type: string;
  event?: TraceEvent;
  childEvents?: TraceEvent[];
}
interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, NodeTiming>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type LanternRequest = (data: unknown, context: unknown) => Promise<unknown>;

/**
 * Why a run's blocking time is what it is: Lighthouse's simulated TBT re-run on the run's own
 * artifacts, with the tasks that made it. Lighthouse takes the mean of two estimates, each summing
 * the simulated tasks (a task's observed wall time times 4) over 50 ms between a first-paint and an
 * interactive estimate; the pessimistic interactive estimate is the end of the last such task
 * anywhere in the trace, so one late task stretches the window over all the tasks before it. Each
 * line: the estimate, the task's simulated start and length and what it adds, and the observed
 * task (ms after the first contentful paint, wall and CPU time, its largest parts).
 */
export async function blockingTasksOf({ lhr, artifacts }: RunnerResult): Promise<string[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: [],
  };
  const context = { computedCache: new Map() };
  const run = (metric: { request: unknown }) => (metric.request as LanternRequest)(data, context) as Promise<LanternResult>;
  const firstPaint = await run(LanternFirstContentfulPaint);
  const interactive = await run(LanternInteractive);
  const blocking = await run(LanternTotalBlockingTime);
  const events = artifacts.Trace.traceEvents as TraceEvent[];
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  // As Lighthouse pairs them: the optimistic blocking time from the later first paint, and back.
  const windows = [
    ['optimistic', blocking.optimisticEstimate, firstPaint.pessimisticEstimate, interactive.optimisticEstimate],
    ['pessimistic', blocking.pessimisticEstimate, firstPaint.optimisticEstimate, interactive.pessimisticEstimate],
  ] as const;
  const lines: string[] = [];
  for (const [name, estimate, from, to] of windows) {
    lines.push(
      `${name} ${estimate.timeInMs.toFixed(0)} ms, between ${from.timeInMs.toFixed(0)} and ${to.timeInMs.toFixed(0)} ms simulated:`,
    );
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu' || !node.event || timing.duration < LONG_TASK_MS) continue;
      const adds = Math.min(timing.endTime, to.timeInMs) - Math.max(timing.startTime, from.timeInMs) - LONG_TASK_MS;
      if (adds < 0.5) continue;
      const task = node.event;
      const parts = (node.childEvents ?? [])
        .filter((child) => (child.dur ?? 0) >= 1000)
        .slice(0, 4)
        .map((child) => `${child.name}${child.args?.data?.url ? ` ${child.args.data.url.split('/').pop() ?? ''}` : ''}`);
      const after = fcp ? `${((task.ts - fcp.ts) / 1000).toFixed(0)} ms after the first paint` : 'observed';
      lines.push(
        `  +${adds.toFixed(0)} ms: ${timing.startTime.toFixed(0)}+${timing.duration.toFixed(0)} simulated; ${after}, ` +
          `wall ${((task.dur ?? 0) / 1000).toFixed(1)} ms, CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms (${parts.join(', ') || 'no part over 1 ms'})`,
      );
    }
  }
  return lines;
}
