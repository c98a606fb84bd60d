import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { OFFLINE_COPY_PATH, type OfflineCopyChunk } from '../src/contract/offlineCopy';
import { REPO_ROOT } from '../tests/e2e/harness/paths';
import { startServer } from '../tests/e2e/harness/server';

/**
 * `node --import tsx bench/cursorFlood.ts [-- --jobs 5000 --cursors 300]`: the offline copy under a
 * flood of made-up cursors (docs/RELIABILITY.md). Seeds a temporary DATA_DIR with exactly `jobs`
 * generated jobs (`npm run seed -- --reset`), starts the real server on it, runs one honest full
 * copy (every chunk, following `next`), then asks `cursors` distinct cursors nobody was given
 * (`after=<version>.jobs.<n>` for n = 1, 8, 15...), one at a time, and prints the server's
 * resident memory (VmRSS) after start, after the honest copy and after the flood, with the answers'
 * statuses and the flood's time. It asserts nothing (the machine is shared and noisy).
 */
const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '5000' },
    cursors: { type: 'string', default: '300' },
  },
});
const JOBS = Number(values.jobs);
const CURSORS = Number(values.cursors);

function rssMb(pid: number | undefined): string {
  if (pid === undefined) return 'n/a';
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? `${(Number(m[1]) / 1024).toFixed(0)} MB` : 'n/a';
}

async function chunkAt(baseURL: string, after: string | null): Promise<{ status: number; chunk: OfflineCopyChunk | null }> {
  const query = after === null ? '' : `?after=${encodeURIComponent(after)}`;
  const res = await fetch(`${baseURL}${OFFLINE_COPY_PATH}${query}`, { headers: { 'Accept-Encoding': 'br' } });
  const chunk = res.ok ? ((await res.json()) as OfflineCopyChunk) : (await res.arrayBuffer(), null);
  return { status: res.status, chunk };
}

const dataDir = await mkdtemp(join(tmpdir(), 'srjobs-bench-cursors-'));
try {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--jobs', String(JOBS), '--reset'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const server = await startServer({ dataDir, forwardStderr: false });
  try {
    console.log(`server started on ${JOBS} jobs: RSS ${rssMb(server.pid)}`);
    let version = 0;
    let chunks = 0;
    for (let after: string | null = null, first = true; first || after !== null; first = false) {
      const { chunk } = await chunkAt(server.baseURL, after);
      if (!chunk) throw new Error('the honest full copy failed');
      version = chunk.version;
      chunks += 1;
      after = chunk.next;
    }
    console.log(`after one full copy (${chunks} chunks, version ${version}): RSS ${rssMb(server.pid)}`);

    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let i = 0; i < CURSORS; i += 1) {
      const { status } = await chunkAt(server.baseURL, `${version}.jobs.${1 + 7 * i}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    const answered = [...statuses].map(([status, count]) => `${count} x ${status}`).join(', ');
    console.log(`after ${CURSORS} made-up cursors (${answered}; ${seconds.toFixed(1)} s): RSS ${rssMb(server.pid)}`);
  } finally {
    await server.dispose();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
