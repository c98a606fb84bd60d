import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

import { HEALTH_PATH } from '../server/routes/health';
import { apiPaths } from '../src/contract/paths';
import { startServer } from '../tests/e2e/harness/server';
import { compress, concat, latin1Bytes, pdfFile } from '../tests/fixtures/resumes';
import { applicationForm } from '../tests/server/support/forms';
import { REPO_ROOT, runNode } from '../tests/server/support/process';

/**
 * `npm run bench:hostile [-- --uploads 10 --bombs 2 --digits 100000 --compiled]`: starts the real
 * server (the e2e harness: `node --import tsx server/main.ts` in a child process, a temporary
 * database; with --compiled, the server built by vite.server.config.ts into a temporary folder and
 * run on plain Node, as `npm run serve` does), sends `uploads` hostile resumes at once and, until
 * every one is answered, asks GET /healthz one after another from a thread of its own, timing each. Prints /healthz's latency
 * (min, median, p95, max), each upload's answer and time, and the server's peak resident memory (its
 * worker threads included). Asserts nothing.
 *
 * The hostile files are the ones the second hardening round's probe used: `%PDF-1.4`, a comment of
 * `digits` digits, then a small valid PDF (a pattern that backtracks on long digit runs); and, for
 * `bombs` of them, a small valid PDF with a FlateDecode stream inflating to 33 MB. The resume
 * checks' settings of the environment reach the server, e.g. `RESUME_CHECK_SECONDS=2 npm run bench:hostile`.
 */
const { values } = parseArgs({
  options: {
    uploads: { type: 'string', default: '10' },
    bombs: { type: 'string', default: '2' },
    digits: { type: 'string', default: '100000' },
    compiled: { type: 'boolean', default: false },
  },
});
const UPLOADS = Number(values.uploads);
const BOMBS = Math.min(UPLOADS, Number(values.bombs));
const DIGITS = Number(values.digits);
const MB = 1024 * 1024;

const digitRun = concat([latin1Bytes(`%PDF-1.4\n%${'7'.repeat(DIGITS)}\n`), pdfFile()]);
const bomb = pdfFile({
  streams: [{ dictionary: '/Filter /FlateDecode', data: await compress(new Uint8Array(33 * MB), 'deflate') }],
});

/** The resume checks' settings of this environment, passed on to the server. */
function serverSettings(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('RESUME_CHECK_') && !!entry[1]),
  );
}

/**
 * GET /healthz one after another, 20 ms apart, until told to stop; then posts the times (ms) and
 * how many failed. Plain JavaScript: it runs on a worker thread started from this string.
 */
const PROBE_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const probes = [];
let failed = 0;
let stopping = false;
parentPort.once('message', () => (stopping = true));
(async () => {
  while (!stopping) {
    const started = performance.now();
    // A keep-alive connection the server closed while it was busy fails: counted, and timed like the rest.
    const ok = await fetch(workerData.url).then(async (res) => (await res.arrayBuffer()) && res.ok, () => false);
    if (!ok) failed++;
    probes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ probes, failed });
})();
`;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Answer {
  kind: string;
  bytes: number;
  status: number | string;
  ms: number;
  message: string;
}

async function send(baseURL: string, kind: string, bytes: Uint8Array): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseURL}${apiPaths.application}`, {
      method: 'POST',
      body: applicationForm({ resume: { name: 'cv.pdf', bytes } }),
    });
    const body = (await res.json()) as { message?: string };
    return { kind, bytes: bytes.length, status: res.status, ms: performance.now() - started, message: body.message ?? '' };
  } catch (err) {
    return { kind, bytes: bytes.length, status: 'error', ms: performance.now() - started, message: String(err) };
  }
}

interface Running {
  baseURL: string;
  pid: number | undefined;
  dispose(): Promise<void>;
}

/** The compiled server on a free port, its database in a temporary folder; removed by dispose(). */
async function startCompiled(env: Record<string, string>): Promise<Running> {
  mkdirSync(join(REPO_ROOT, '.e2e-tmp'), { recursive: true });
  // Inside the repository (git-ignored), as dist-server/ is: the packages are found in node_modules from there.
  const outDir = mkdtempSync(join(REPO_ROOT, '.e2e-tmp', 'bench-dist-server-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'srjobs-bench-hostile-'));
  const remove = () => [outDir, dataDir].forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = runNode([vite, 'build', '--config', 'vite.server.config.ts', '--outDir', outDir, '--logLevel', 'error'], {});
  if ((await build.exited).code !== 0) {
    remove();
    throw new Error(`the server build failed:\n${build.output()}`);
  }
  const run = runNode([join(outDir, 'main.js')], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    ...env,
  });
  const [, baseURL = ''] = await run.waitFor(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
  return {
    baseURL,
    pid: run.child.pid,
    async dispose() {
      run.child.kill('SIGTERM');
      await run.exited;
      remove();
    },
  };
}

const limits = { RATE_LIMIT_APPLICATIONS: String(UPLOADS + 10), ...serverSettings() };
const server: Running = values.compiled ? await startCompiled(limits) : await startServer({ forwardStderr: false, env: limits });
try {
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  const before = rssMb(pid);
  let done = 0;
  const uploads = Array.from({ length: UPLOADS }, (_, i) =>
    (i < BOMBS ? send(server.baseURL, 'inflates to 33 MB', bomb) : send(server.baseURL, `${DIGITS} digits`, digitRun)).finally(
      () => done++,
    ),
  );
  // The probes run on a thread of their own: this thread's event loop is busy encoding and writing
  // the uploads' 5 MB bodies, and timing /healthz from it would time that too, not the server.
  const prober = new Worker(PROBE_LOOP, { eval: true, workerData: { url: `${server.baseURL}${HEALTH_PATH}` } });
  let peak = before;
  while (done < UPLOADS) {
    peak = Math.max(peak, rssMb(pid));
    await sleep(20);
  }
  const { probes, failed } = await new Promise<{ probes: number[]; failed: number }>((resolve) => {
    prober.once('message', resolve);
    prober.postMessage('stop');
  });
  await prober.terminate();
  const answers = await Promise.all(uploads);
  const sorted = [...probes].sort((a, b) => a - b);
  const ms = (n: number | undefined) => `${(n ?? NaN).toFixed(1)} ms`;
  console.log(
    `hostile uploads: ${UPLOADS} at once (${BOMBS} inflating to 33 MB, the rest ${DIGITS} digits in a comment), ${values.compiled ? 'compiled' : 'tsx'} server ${JSON.stringify(serverSettings())}`,
  );
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  console.log(
    `  GET ${HEALTH_PATH} meanwhile: ${probes.length} probes (${failed} failed), min ${ms(at(0))}, median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(sorted.at(-1))}`,
  );
  console.log(`  server RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${rssMb(pid).toFixed(0)} MB`);
  for (const a of answers) {
    console.log(
      `  ${a.kind} (${(a.bytes / 1024).toFixed(1)} KB): ${a.status} after ${(a.ms / 1000).toFixed(2)} s ${a.message.slice(0, 70)}`,
    );
  }
} finally {
  await server.dispose();
}
