import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { DEFAULT_GUARDS, loadConfig } from '../server/config';
import { silentLogger } from '../server/http/logger';
import { startServer } from '../server/start';
import { apiPaths, IDEMPOTENCY_HEADER } from '../src/contract/paths';
import { newOutboxItem } from '../src/outbox/item/outboxItem';
import { deliveryRequest } from '../src/outbox/shared/deliveryRequest';
import { pdfFile } from '../tests/fixtures/resumes';

/**
 * `node --import tsx bench/keyedResends.ts`: what a stored Idempotency-Key lets one address make
 * the server do (docs/RELIABILITY.md, "Limits that keys cannot skip"). Starts the real server in
 * this process (SQLite in a temporary folder, the default limits, 127.0.0.1 a trusted proxy so
 * X-Forwarded-For names each client), stores one application with a resume of about 4.9 MB, then:
 * - resends 5 MB under its key, the whole body sent as fast as it is taken: another body, the same
 *   body, the same body without a Content-Digest; the median time to the answer of 5 runs, each
 *   from a fresh address;
 * - opens 20 uploads under the key from one address that send one byte and stall, and counts how
 *   many are answered at once and how many hold an upload slot; then an applicant from another
 *   address applies.
 * Prints the figures; asserts nothing.
 */
const RUNS = 5;
const SLOW_UPLOADS = 20;

interface Post {
  headers: Record<string, string>;
  bytes: Uint8Array;
}

async function outboxPost(key: string, fullname: string, resume: Uint8Array): Promise<Post> {
  const item = newOutboxItem(
    {
      kind: 'application',
      fields: {
        fullname,
        mobile: '+91 98400 12345',
        email: 'bench@example.com',
        address: 'Chennai',
        pincode: '600017',
        experience: '2',
        role: 'Tester',
      },
      resume: new Blob([resume as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      resumeFileName: 'cv.pdf',
    },
    key,
    Date.now(),
  );
  const req = await deliveryRequest(item, 'http://localhost');
  const headers: Record<string, string> = {};
  req.headers.forEach((value, name) => (headers[name] = value));
  return { headers, bytes: new Uint8Array(await req.arrayBuffer()) };
}

/** Sends the whole body as fast as the server takes it; resolves with the status and the ms to the answer. */
function send(port: number, post: Post, headers: Record<string, string>): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({
      host: '127.0.0.1',
      port,
      path: apiPaths.application,
      method: 'POST',
      headers: { ...post.headers, ...headers, 'Content-Length': String(post.bytes.length) },
    });
    req.on('response', (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms }));
    });
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    req.end(post.bytes);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-keyed-'));
  const config = {
    ...loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), DIST_DIR: join(dir, 'no-dist') }),
    uploadsDir: join(dir, 'no-uploads'),
    guards: { ...DEFAULT_GUARDS, trustedProxies: ['127.0.0.1'] },
  };
  const server = await startServer(config, { logger: silentLogger });
  let address = 0;
  const fresh = () => ({ 'X-Forwarded-For': `198.51.100.${++address}` });
  try {
    const resume = pdfFile({ minBytes: 4_900_000 });
    const first = await outboxPost('bench-key', 'Bench First', resume);
    const stored = await send(server.port, first, fresh());
    console.log(
      `first application, ${(first.bytes.length / 1024 / 1024).toFixed(2)} MB: ${stored.status} in ${stored.ms.toFixed(0)} ms`,
    );

    const other = await outboxPost('bench-key', 'Someone Else', resume);
    const withoutDigest = { headers: { ...first.headers }, bytes: first.bytes };
    delete withoutDigest.headers['content-digest'];
    for (const [label, post] of [
      ['another body under the key', other],
      ['the same body (same Content-Digest)', first],
      ['the same body without a Content-Digest', withoutDigest],
    ] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await send(server.port, post, fresh()));
      console.log(`${label}: ${runs.map((r) => r.status).join(' ')}, median ${median(runs.map((r) => r.ms)).toFixed(0)} ms`);
    }

    // One address stores a key, then stalls 20 resends of it without a digest.
    const attacker = fresh();
    await send(server.port, await outboxPost('slow-key', 'Slow', pdfFile()), attacker);
    const answered: number[] = [];
    const sockets = Array.from({ length: SLOW_UPLOADS }, () => {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.once('data', (chunk: Buffer) => answered.push(Number(chunk.toString('latin1').split(' ')[1])));
      socket.on('connect', () =>
        socket.write(
          `POST ${apiPaths.application} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${attacker['X-Forwarded-For']}\r\n${IDEMPOTENCY_HEADER}: slow-key\r\nContent-Type: multipart/form-data; boundary=----x\r\nContent-Length: 2000000\r\n\r\n-`,
        ),
      );
      return socket;
    });
    for (let i = 0; i < 100 && answered.length < SLOW_UPLOADS; i++) await sleep(20);
    const applicant = await send(server.port, await outboxPost('applicant', 'Real Applicant', pdfFile()), fresh());
    const statuses = answered.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(
      `${SLOW_UPLOADS} stalled resends under one stored key from one address: answered at once ${JSON.stringify(statuses)}, held ${SLOW_UPLOADS - answered.length}; an applicant from another address: ${applicant.status}`,
    );
    for (const socket of sockets) socket.destroy();
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
