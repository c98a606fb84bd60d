import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { apiPaths, detailPath } from '../src/contract/paths';
import { decodeJobSummary, type JobListItemDto } from '../src/contract/wire';
import { REPO_ROOT } from '../tests/e2e/harness/paths';
import { type ServerInstance, startServer } from '../tests/e2e/harness/server';
import { leanLoad } from './leanClient';
import { formatReport, fromAutocannon, fromLean, type Measurement } from './report';
import { cpuSeconds } from './serverCpu';
import type { Scenario } from './targets';

/**
 * `npm run bench:api [-- --jobs 5000 --duration 10 --connections 50]`: seeds a temporary database
 * with generated jobs (the seed CLI), starts the real server on a free port as a child process,
 * warms it up, then loads the jobs list (gzip), its 304 answer and one job detail, each with
 * autocannon and with a lean client (leanClient.ts: why), and prints req/s, p50/p99 latency, bytes
 * and server CPU time per answer against the targets. It prints; it never fails on a missed
 * target (the machine is shared and noisy). Figures: docs/PERFORMANCE.md.
 */
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
  },
});
const JOBS = Number(values.jobs);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const WARMUP = Number(values.warmup);

/** `npm run seed -- --jobs N --reset` against the temporary DATA_DIR: exactly N jobs. */
async function seed(dataDir: string, jobs: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--jobs', String(jobs), '--reset'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the seed CLI failed (code ${code})`);
}

interface Probe {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (compressed when the server compressed it). */
  raw: Buffer;
}

/** One request through node:http, which leaves the body as sent, to see sizes and headers. */
function probe(url: string, headers: Record<string, string>): Promise<Probe> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function decoded(p: Probe): Buffer {
  return p.headers['content-encoding'] === 'gzip' ? gunzipSync(p.raw) : p.raw;
}

function header(p: Probe, name: string): string {
  const value = p.headers[name];
  if (typeof value !== 'string') throw new Error(`no ${name} header in the answer (status ${p.status})`);
  return value;
}

function load(base: string, scenario: Scenario, duration: number) {
  return autocannon({
    url: `${base}${scenario.path}`,
    headers: scenario.headers,
    connections: CONNECTIONS,
    duration,
    title: scenario.name,
  });
}

/** CPU seconds spent meanwhile by the server (from /proc) and by this process, the load generator. */
interface CpuSpent {
  server: number | undefined;
  client: number;
}

async function measuringCpu<T>(pid: number | undefined, work: () => Promise<T>): Promise<[T, CpuSpent]> {
  const serverBefore = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const value = await work();
  const client = process.cpuUsage(clientBefore);
  const serverAfter = cpuSeconds(pid);
  const server = serverBefore === undefined || serverAfter === undefined ? undefined : serverAfter - serverBefore;
  return [value, { server, client: (client.user + client.system) / 1e6 }];
}

function assertRunning(server: ServerInstance): void {
  if (!server.running) throw new Error('the server stopped during the benchmark (its output is above): no figures');
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`,
  );
  console.log(`Load: ${CONNECTIONS} connections, ${DURATION} s per scenario and client, after a ${WARMUP} s warm-up`);
  console.log(`Load average before: ${loadAverage()} (other work on the machine skews the figures)\n`);

  const dataDir = await mkdtemp(join(tmpdir(), 'sr-jobs-bench-'));
  let server: ServerInstance | undefined;
  try {
    await seed(dataDir, JOBS);
    server = await startServer({ dataDir });
    const base = server.baseURL;
    const gzip = { 'Accept-Encoding': 'gzip' };

    const list = await probe(`${base}${apiPaths.jobs}`, gzip);
    const jobs = (JSON.parse(decoded(list).toString('utf8')) as Partial<JobListItemDto>[]).map(decodeJobSummary);
    const etag = header(list, 'etag');
    const someJob = jobs[Math.floor(jobs.length / 2)];
    if (!someJob) throw new Error('the jobs list is empty');
    const detailUrl = detailPath(apiPaths.jobs, someJob.id);
    const detail = await probe(`${base}${detailUrl}`, gzip);
    console.log(
      `\nJobs list: ${jobs.length} jobs, ${decoded(list).length} bytes of JSON, ${list.raw.length} bytes as sent ` +
        `(Content-Encoding: ${list.headers['content-encoding'] ?? 'none'}), ETag ${etag}`,
    );
    console.log(
      `Job detail ${detailUrl}: ${decoded(detail).length} bytes of JSON, ${detail.raw.length} bytes as sent ` +
        `(Content-Encoding: ${detail.headers['content-encoding'] ?? 'none'})\n`,
    );

    const scenarios: Scenario[] = [
      { name: `jobs list (${jobs.length}, gzip)`, path: apiPaths.jobs, headers: gzip, status: 200, minRequestsPerSecond: 1_000 },
      {
        name: 'jobs list, If-None-Match (304)',
        path: apiPaths.jobs,
        headers: { ...gzip, 'If-None-Match': etag },
        status: 304,
        minRequestsPerSecond: 5_000,
      },
      { name: 'job detail (gzip)', path: detailUrl, headers: gzip, status: 200, minRequestsPerSecond: 5_000 },
    ];

    const measured: Measurement[] = [];
    const pid = server.pid;
    for (const scenario of scenarios) {
      assertRunning(server);
      process.stdout.write(`${scenario.name}: warm-up ${WARMUP} s, autocannon ${DURATION} s, lean client ${DURATION} s ...`);
      await load(base, scenario, WARMUP);
      const [viaAutocannon, cpuA] = await measuringCpu(pid, () => load(base, scenario, DURATION));
      measured.push(fromAutocannon(scenario, viaAutocannon, cpuA.server, cpuA.client));
      const url = `${base}${scenario.path}`;
      const [viaLean, cpuL] = await measuringCpu(pid, () =>
        leanLoad({ url, headers: scenario.headers, connections: CONNECTIONS, duration: DURATION }),
      );
      measured.push(fromLean(scenario, viaLean, cpuL.server, cpuL.client));
      assertRunning(server);
      process.stdout.write(' done\n');
    }
    console.log(`\n${formatReport(measured)}\n`);
    console.log(`Load average after: ${loadAverage()}`);
    console.log(
      'unexpected = answers with another status than expected, errors and timeouts; met = req/s and p99 targets reached.\n' +
        'CPU ms/answer: CPU time over the run divided by the answers, of the server process and of the load generator (this process);\n' +
        "1000 / the server's figure is what one core of its own could serve.",
    );
  } finally {
    await server?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
