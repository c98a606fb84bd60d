import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { checkResumeContent } from '../src/domain/resume';
import {
  digitCommentPdf,
  inflateBombPdf,
  type PatternName,
  patternPdf,
  PATTERNS,
  tokenBombPdf,
} from '../tests/fixtures/hostileResumes';
import type { Bytes } from '../tests/fixtures/resumes';

/**
 * `npm run bench:resume`: the resume content check (src/domain/resume, as the server runs it) on
 * the inputs that make a check slow or big. Prints, for each pattern at 1, 2 and 4 MB, the median of
 * 3 runs (CPU time) and the 4 MB / 1 MB ratio (linear is about 4, quadratic 16); then, for the worst files
 * (the probe's 100,000- and 200,000-digit comments, a 5 MB one, the 33 MB inflate bomb, an object
 * stream of 15 MB of tokens), the time and the memory the check added (resident size, sampled),
 * each in a process of its own. Asserts nothing (docs/RELIABILITY.md has the figures).
 *
 * `-- --worst-only` skips the patterns; `-- --worst digits:200000,bomb` chooses the worst files
 * (digits:N, bomb, tokens).
 */
const { values } = parseArgs({
  options: {
    'worst-only': { type: 'boolean', default: false },
    worst: { type: 'string', default: 'digits:100000,digits:200000,digits:5242000,bomb,tokens' },
    /** Internal: check the file at this path in this process and print the figures as JSON. */
    one: { type: 'string' },
  },
});

const MB = 1024 * 1024;
const SIZES = [1, 2, 4];
const RUNS = 3;

/** Wall-clock and CPU milliseconds (this process's user and system time: less moved by other processes). */
async function timed(bytes: Uint8Array): Promise<{ ms: number; cpuMs: number; ok: boolean }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const result = await checkResumeContent('cv.pdf', bytes);
  const { user, system } = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (user + system) / 1000, ok: result.ok };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fixed = (n: number) => n.toFixed(n < 10 ? 1 : 0);

async function worstFile(spec: string): Promise<Bytes> {
  if (spec === 'bomb') return inflateBombPdf();
  if (spec === 'tokens') return tokenBombPdf();
  const [kind, count] = spec.split(':');
  if (kind === 'digits') return digitCommentPdf(Number(count));
  throw new Error(`unknown worst file ${spec}`);
}

if (values.one) {
  // The file was written by the parent process, so making it (33 MB of zeros to compress, for the
  // bomb) is not in these figures. The resident size is sampled whenever the check awaits (while
  // inflating) and once at its end: memory V8 took is not given back at once, so the last sample
  // holds what the synchronous scans took.
  const bytes = new Uint8Array(readFileSync(values.one));
  await timed(patternPdf('a long comment', 1000)); // loads and compiles the check's code first
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
  const sampler = setInterval(sample, 2);
  const result = await timed(bytes);
  sample();
  clearInterval(sampler);
  console.log(JSON.stringify({ ...result, bytes: bytes.length, peakMb: (peak - baseline) / MB }));
  process.exit(0);
}

if (!values['worst-only']) {
  console.log(
    `pattern (CPU ms at ${SIZES.join(', ')} MB, median of ${RUNS})`.padEnd(40),
    SIZES.map((s) => `${s} MB ms`.padStart(9)).join(''),
    '  4/1',
  );
  for (const pattern of Object.keys(PATTERNS) as PatternName[]) {
    // Interleaved runs (1, 2, 4, 1, 2, 4, ...) after a first one that compiles the code: a busy moment slows all sizes alike.
    const files = SIZES.map((size) => patternPdf(pattern, size * MB));
    await timed(files[0] as Uint8Array);
    const runs: number[][] = SIZES.map(() => []);
    for (let k = 0; k < RUNS; k++) for (const [i, file] of files.entries()) runs[i]?.push((await timed(file)).cpuMs);
    const medians = runs.map(median);
    const ratio = (medians.at(-1) ?? NaN) / (medians[0] ?? NaN);
    console.log(pattern.padEnd(40), medians.map((m) => fixed(m).padStart(9)).join(''), ratio.toFixed(1).padStart(5));
  }
}

console.log('\nworst files (one process each)            bytes   wall ms    CPU ms   peak MB  verdict');
const folder = mkdtempSync(join(tmpdir(), 'bench-resume-'));
for (const spec of values.worst.split(',')) {
  const file = join(folder, 'resume.pdf');
  writeFileSync(file, await worstFile(spec));
  const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--one', file], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  const { bytes, ms, cpuMs, ok, peakMb } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    bytes: number;
    ms: number;
    cpuMs: number;
    ok: boolean;
    peakMb: number;
  };
  console.log(
    spec.padEnd(40),
    String(bytes).padStart(9),
    fixed(ms).padStart(9),
    fixed(cpuMs).padStart(9),
    fixed(peakMb).padStart(9),
    ok ? '  accepted' : '  refused',
  );
}
rmSync(folder, { recursive: true });
