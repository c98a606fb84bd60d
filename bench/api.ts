import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { listQuerySearch } from '../src/contract/listPages';
import { apiPaths, detailPath } from '../src/contract/paths';
import { decodeJobSummary, type JobListItemDto } from '../src/contract/wire';
import { EMPTY_JOB_FILTER, type JobFilter } from '../src/domain/jobFilters';
import { type ServerInstance, startServer } from '../tests/e2e/harness/server';
import { leanLoad } from './leanClient';
import { formatReport, fromAutocannon, fromLean, type Measurement } from './report';
import { seedJobs } from './seedJobs';
import { cpuSeconds } from './serverCpu';
import type { Scenario } from './targets';

/**
 * `npm run bench:api [-- --jobs 5000 --duration 10 --connections 50]`: seeds a temporary database
 * with generated jobs (the seed CLI), starts the real server on a free port as a child process,
 * warms it up, then loads the jobs list (gzip), its 304 answer, one job detail, a window of 20 jobs,
 * a filtered window, a window no one asked for before (each request a new offset, so none is
 * kept) and the job options, each with
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

/**
 * Windows not kept yet, each at a new offset: cut afresh from the list kept in memory, encoded and
 * compressed. The median of 9, request to last byte through node:http.
 */
async function freshWindowMs(
  base: string,
  filter: JobFilter,
  pathOf: (offset: number, filter: JobFilter) => string,
): Promise<number> {
  const times: number[] = [];
  for (let i = 1; i <= 9; i++) {
    const started = performance.now();
    const answer = await probe(`${base}${pathOf(100 + i * 7, filter)}`, { 'Accept-Encoding': 'gzip' });
    if (answer.status !== 200) throw new Error(`a window answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
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
    await seedJobs(dataDir, JOBS);
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

    const windowPath = (offset: number, filter: JobFilter) =>
      `${apiPaths.jobs}?${listQuerySearch('jobs', { window: { offset, limit: 20, newestFirst: false }, filter })}`;
    const chennai: JobFilter = { ...EMPTY_JOB_FILTER, location: 'Chennai' };
    const firstWindow = windowPath(0, EMPTY_JOB_FILTER);
    const filteredWindow = windowPath(20, chennai);
    for (const [label, path] of [
      ['Window of 20 jobs', firstWindow],
      ['Filtered window (location Chennai)', filteredWindow],
      ['Job options', apiPaths.jobOptions],
    ] as const) {
      const answer = await probe(`${base}${path}`, gzip);
      console.log(`${label} ${path}: ${decoded(answer).length} bytes of JSON, ${answer.raw.length} bytes as sent`);
    }
    for (const [label, filter] of [
      ['no filter', EMPTY_JOB_FILTER],
      ['location Chennai', chennai],
    ] as const) {
      console.log(
        `A window no one asked for yet (${label}), request to answer: median ${(await freshWindowMs(base, filter, windowPath)).toFixed(1)} ms`,
      );
    }
    console.log('');

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
      { name: 'window of 20 jobs (gzip)', path: firstWindow, headers: gzip, status: 200, minRequestsPerSecond: 5_000 },
      { name: 'filtered window (gzip)', path: filteredWindow, headers: gzip, status: 200, minRequestsPerSecond: 5_000 },
      { name: 'job options (gzip)', path: apiPaths.jobOptions, headers: gzip, status: 200, minRequestsPerSecond: 5_000 },
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
