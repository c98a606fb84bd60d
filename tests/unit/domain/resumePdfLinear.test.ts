// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { checkResumeContent } from '../../../src/domain/resume';
import { type PatternName, patternPdf, PATTERNS } from '../../fixtures/hostileResumes';

/**
 * The PDF check reads every byte a bounded number of times, so its time grows linearly with the
 * file, whatever the file repeats. Shown by ratio, never by an absolute time (the machine is shared):
 * each pattern at 1, 2 and 4 MB, the runs interleaved so that a busy moment slows all sizes alike,
 * the median of 3 each, in CPU time of this process (what other processes on the machine do
 * changes it far less than the wall clock). Linear makes 4 MB take about 4x the 1 MB time; quadratic would be 16x (the
 * old hidden-object pattern on a digit run was); the bound is 8x. bench/resumeChecks.ts prints the
 * figures.
 */
const MB = 1024 * 1024;
const SIZES = [1, 2, 4];
const RUNS = 3;

/** Milliseconds of CPU time the check took (user and system, this process). */
async function timeOf(bytes: Uint8Array): Promise<number> {
  const start = process.cpuUsage();
  await checkResumeContent('cv.pdf', bytes);
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe('the PDF check takes linear time', () => {
  it.each(Object.keys(PATTERNS) as PatternName[])('on %s', { timeout: 120_000 }, async (pattern) => {
    const files = SIZES.map((size) => patternPdf(pattern, size * MB));
    await timeOf(files[0] as Uint8Array); // compiles the check's code before anything is timed
    const times: number[][] = SIZES.map(() => []);
    for (let run = 0; run < RUNS; run++) for (const [k, file] of files.entries()) times[k]?.push(await timeOf(file));
    const [one, two, four] = times.map(median) as [number, number, number];
    const figures = `1 MB ${one.toFixed(1)} ms, 2 MB ${two.toFixed(1)} ms, 4 MB ${four.toFixed(1)} ms`;
    expect(four / one, figures).toBeLessThan(8);
    expect(two / one, figures).toBeLessThan(4);
  });
});
