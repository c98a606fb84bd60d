import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import { apiPaths } from '../src/contract/paths';
import { startServer } from '../tests/e2e/harness/server';

/**
 * `npm run bench:stalled [-- --clients 100 --mb 5 --wait 60]`: starts the real server (the e2e
 * harness: child process, free port, temporary database, the repository's dist/), opens `clients`
 * connections that each send `mb` MB of a multipart application and then stall, and meanwhile
 * samples the server's resident memory (VmRSS of /proc/<pid>/status) and checks that the site
 * still answers GET / and the jobs list. Prints the figures (docs/PERFORMANCE.md); asserts nothing.
 * The harness raises the per-address rate limit (the default would refuse all but 10 of these
 * uploads before their bodies), so this measures what the upload path itself holds.
 */
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100' },
    mb: { type: 'string', default: '5' },
    wait: { type: 'string', default: '60' },
  },
});
const CLIENTS = Number(values.clients);
const RESUME_BYTES = Number(values.mb) * 1024 * 1024 - 4096; // just under the 5 MB resume limit
const WAIT_MS = Number(values.wait) * 1000;
const BOUNDARY = '----benchStalledUpload';
const MB = 1024 * 1024;

function multipartBody(): Buffer {
  const fields: Record<string, string> = {
    fullname: 'Bench Stall',
    mobile: '+91 98400 12345',
    email: 'stall@example.com',
    address: 'Chennai',
    pincode: '600017',
    experience: '2',
    role: 'Tester',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
  const resume = Buffer.alloc(RESUME_BYTES, 0x41);
  return Buffer.concat([Buffer.from(parts.join('') + fileHead), resume, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Stalled {
  status: number | undefined;
  /** Milliseconds from the end of sending to the answer or the close. */
  answeredAfterMs: number | undefined;
  closed: boolean;
}

/** Sends all but the last 1 KB of the body, then nothing; records the answer and when it came. */
function stall(port: number, body: Buffer): Stalled {
  const result: Stalled = { status: undefined, answeredAfterMs: undefined, closed: false };
  const socket: Socket = connect(port, '127.0.0.1');
  let sentAt = 0;
  let head = '';
  const done = () => {
    result.answeredAfterMs ??= sentAt ? performance.now() - sentAt : 0;
  };
  socket.on('connect', () => {
    socket.write(
      `POST ${apiPaths.application} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length - 1024), () => (sentAt = performance.now()));
  });
  socket.on('data', (chunk: Buffer) => {
    head += chunk.toString('latin1');
    const m = /^HTTP\/1\.1 (\d{3})/.exec(head);
    if (m && result.status === undefined) {
      result.status = Number(m[1]);
      done();
    }
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    result.closed = true;
    done();
  });
  return result;
}

interface Probes {
  ok: number;
  failed: number;
  slowestMs: number;
}

async function probe(url: string, probes: Probes): Promise<void> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    if (res.ok) probes.ok++;
    else probes.failed++;
  } catch {
    probes.failed++;
  }
  probes.slowestMs = Math.max(probes.slowestMs, performance.now() - started);
}

const server = await startServer({ forwardStderr: false });
try {
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  await probe(`${server.baseURL}/`, { ok: 0, failed: 0, slowestMs: 0 });
  await probe(`${server.baseURL}${apiPaths.jobs}`, { ok: 0, failed: 0, slowestMs: 0 });
  const before = rssMb(pid);
  const body = multipartBody();
  const started = performance.now();
  const clients = Array.from({ length: CLIENTS }, () => stall(server.port, body));
  const site: Probes = { ok: 0, failed: 0, slowestMs: 0 };
  const api: Probes = { ok: 0, failed: 0, slowestMs: 0 };
  let peak = before;
  let lastProbe = 0;
  while (performance.now() - started < WAIT_MS && clients.some((c) => c.answeredAfterMs === undefined)) {
    peak = Math.max(peak, rssMb(pid));
    if (performance.now() - lastProbe > 1000) {
      lastProbe = performance.now();
      await Promise.all([probe(`${server.baseURL}/`, site), probe(`${server.baseURL}${apiPaths.jobs}`, api)]);
    }
    await sleep(100);
  }
  const after = rssMb(pid);
  const byStatus = new Map<string, number>();
  for (const c of clients) {
    const key = c.status === undefined ? (c.closed ? 'closed without answer' : 'no answer yet') : String(c.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const timeouts = clients.filter((c) => c.status === 408).map((c) => c.answeredAfterMs ?? 0);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`stalled uploads: ${CLIENTS} clients x ${(body.length / MB).toFixed(1)} MB body, last 1 KB never sent`);
  console.log(`  server RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`);
  console.log(`  answers to the stalled clients: ${[...byStatus].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  console.log(
    timeouts.length > 0
      ? `  408 after: first ${seconds(Math.min(...timeouts))}, last ${seconds(Math.max(...timeouts))} (after the client stopped sending)`
      : `  no 408 within ${seconds(WAIT_MS)}`,
  );
  console.log(`  meanwhile GET /: ${site.ok} ok, ${site.failed} failed, slowest ${site.slowestMs.toFixed(0)} ms`);
  console.log(`  meanwhile GET ${apiPaths.jobs}: ${api.ok} ok, ${api.failed} failed, slowest ${api.slowestMs.toFixed(0)} ms`);
} finally {
  await server.dispose();
}
