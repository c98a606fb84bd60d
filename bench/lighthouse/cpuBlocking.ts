/** The few fields of a Chromium trace event the benchmark reads (here and ./blockingTasks.ts). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, microseconds. */
  dur?: number;
  /** The thread's CPU time, microseconds. */
  tdur?: number;
  args?: { data?: { url?: string } };
}

/** Lighthouse's mobile preset: each task of the observed trace counts four times as long. */
const CPU_SLOWDOWN = 4;
/** Lighthouse's long task: the part of a task beyond it is blocking time. */
export const LONG_TASK_MS = 50;

export interface CpuBlocking {
  /** Blocking time as Lighthouse reckons it, but from each task's CPU time instead of its wall time. */
  cpuTbtMs: number;
  /** The tasks' wall time over their CPU time: 1 on a quiet machine, more when the page's thread waits for a core. */
  wallPerCpu: number;
}

/**
 * Lighthouse's blocking time comes from the wall time of the tasks it observed, times the CPU
 * slowdown. On a shared machine a task's wall time also holds the time its thread waited for a
 * core (a traced task here ran 5 to 15 ms of wall time for 1 to 3 ms of CPU time), so the figure
 * moves with the neighbours, the bare page's too. The trace also records each task's CPU time:
 * the same sum over the same tasks (the main thread's top-level tasks after the first contentful
 * paint, to the end of the trace) from CPU time says what the page itself costs, and the ratio of
 * the two how busy the machine was.
 */
export function cpuBlockingOf(traceEvents: readonly TraceEvent[]): CpuBlocking {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return { cpuTbtMs: Number.NaN, wallPerCpu: Number.NaN };
  let cpuTbtMs = 0;
  let wall = 0;
  let cpu = 0;
  for (const event of traceEvents) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== fcp.pid || event.tid !== fcp.tid || event.ts < fcp.ts)
      continue;
    const cpuMs = (event.tdur ?? 0) / 1000;
    cpuTbtMs += Math.max(0, CPU_SLOWDOWN * cpuMs - LONG_TASK_MS);
    wall += event.dur ?? 0;
    cpu += event.tdur ?? 0;
  }
  return { cpuTbtMs, wallPerCpu: cpu > 0 ? wall / cpu : Number.NaN };
}
