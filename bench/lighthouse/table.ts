import type { RunFigures } from './metrics';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * The figures as the Markdown table of docs/PERFORMANCE.md, and each run's blocking time in the last
 * column: the median hides how far single runs of one page spread on a shared machine.
 */
export function printTable(rows: { label: string; figures: RunFigures; tbtRunsMs: number[] }[]): void {
  console.log('| page | perf | FCP | LCP | TBT | CLS | JS transferred | a11y | best practices | TBT of each run |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { label, figures: f, tbtRunsMs } of rows) {
    const cells = [
      label,
      String(f.performance),
      seconds(f.fcpMs),
      seconds(f.lcpMs),
      `${f.tbtMs.toFixed(0)} ms`,
      f.cls.toFixed(3),
      `${(f.jsTransferredBytes / 1024).toFixed(0)} KB`,
      String(f.accessibility),
      String(f.bestPractices),
      [...tbtRunsMs]
        .sort((a, b) => a - b)
        .map((ms) => ms.toFixed(0))
        .join(', '),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
