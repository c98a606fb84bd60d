import type { RunFigures } from './metrics';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The figures as the Markdown table of docs/PERFORMANCE.md, each run's blocking time (the median
 * hides how far single runs of one page spread on a shared machine), and the blocking time from
 * the tasks' CPU time beside their wall time over CPU time (./cpuBlocking.ts): what the page
 * itself costs, and how much of the wall-clock figure was the machine.
 */
export function printTable(rows: { label: string; figures: RunFigures; tbtRunsMs: number[] }[]): void {
  console.log(
    '| page | requests | scripts | JS transferred | perf | FCP | LCP | TBT | CLS | a11y | best practices | TBT of each run | TBT from CPU time | wall/CPU |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { label, figures: f, tbtRunsMs } of rows) {
    const cells = [
      label,
      // Requests apart from images (a median: may end in .5).
      String(f.requests),
      String(f.scripts),
      `${(f.jsTransferredBytes / 1024).toFixed(0)} KB`,
      String(f.performance),
      seconds(f.fcpMs),
      seconds(f.lcpMs),
      `${f.tbtMs.toFixed(0)} ms`,
      f.cls.toFixed(3),
      String(f.accessibility),
      String(f.bestPractices),
      [...tbtRunsMs]
        .sort((a, b) => a - b)
        .map((ms) => ms.toFixed(0))
        .join(', '),
      `${f.cpuTbtMs.toFixed(0)} ms`,
      f.wallPerCpu.toFixed(1),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
