import type { RunFigures } from './metrics';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The figures as the Markdown table of docs/PERFORMANCE.md. */
export function printTable(rows: { label: string; figures: RunFigures }[]): void {
  console.log('| page | perf | FCP | LCP | TBT | CLS | JS transferred | a11y | best practices |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { label, figures: f } of rows) {
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
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
