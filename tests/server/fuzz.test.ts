import { connect } from 'node:net';

import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { tinyDist } from './support/dist';
import type { FuzzRequest } from './support/fuzzRequests';
import { fuzzRequest, hostileSearch, prng, wireBytes } from './support/fuzzRequests';
import { GENEROUS_GUARDS } from './support/guards';
import type { RawAnswer } from './support/http';
import { parseRawAnswer } from './support/http';
import { removedAfterThisBlock } from './support/lifecycle';
import { testServerForThisBlock } from './support/server';

/** FUZZ_SEED=n replays a run; FUZZ_REQUESTS=n makes it longer. The seed is in every failure message. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const CONCURRENCY = 8;
/** Long enough for any answer on a busy shared machine; a missing answer is a failure, not a timing. */
const NO_ANSWER_MS = 20_000;

/** Sends one request on its own connection; resolves with the answer, or undefined when the server closed without one. */
function exchange(port: number, req: FuzzRequest): Promise<RawAnswer | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), NO_ANSWER_MS);
    socket.on('connect', () => {
      socket.write(wireBytes(req));
      if (req.hangUp) socket.end();
    });
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      resolve(all.length > 0 ? parseRawAnswer(all) : undefined);
    });
  });
}

/** The body of a chunked answer, unframed. */
function unchunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(out);
    out.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** The path as the server resolves the target (`/api/%2e%2e/x` climbs out of /api/, as in a browser). */
function resolvedPath(target: string): string {
  try {
    return new URL(`http://localhost${target}`).pathname;
  } catch {
    return target;
  }
}

/** What is wrong with an answer, or undefined when nothing is. */
function problem(req: FuzzRequest, res: RawAnswer | undefined): string | undefined {
  if (!res) return req.hangUp ? undefined : 'no answer';
  if (!(res.status >= 100 && res.status < 500)) return `status ${res.status}`;
  const isApi = /^\/api(\/|$)/.test(resolvedPath(req.target));
  const hasBody = req.method !== 'HEAD' && res.status !== 204 && res.status !== 304;
  if (!hasBody || res.headers['content-encoding']) return undefined;
  const text = (res.headers['transfer-encoding'] === 'chunked' ? unchunk(res.bodyBytes) : res.bodyBytes).toString('utf8');
  if (res.status >= 400 || isApi) {
    if (!res.headers['content-type']?.startsWith('application/json')) return `content-type ${res.headers['content-type']}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return `not JSON: ${text.slice(0, 80)}`;
    }
    const message = typeof parsed === 'object' && parsed !== null && 'message' in parsed ? parsed.message : undefined;
    if (res.status >= 400 && (typeof message !== 'string' || message === '')) return `no message: ${text.slice(0, 80)}`;
  }
  return undefined;
}

describe(`fuzzing the keyword search (seed ${SEED})`, () => {
  const dist = removedAfterThisBlock(tinyDist());
  const s = testServerForThisBlock({ distDir: dist.dir, guards: GENEROUS_GUARDS });

  // 431: a 10 KB query of other scripts is some 30 KB percent-encoded, over Node's limit on a request's head.
  it('answers every hostile search with results or a 400 with a message, never a 5xx', { timeout: 120_000 }, async () => {
    const random = prng(SEED + 1);
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const target = hostileSearch(random);
      const req: FuzzRequest = {
        method: 'GET',
        target,
        headers: [['Host', 'localhost']],
        body: Buffer.alloc(0),
        truncated: false,
        hangUp: false,
      };
      const res = await exchange(s.server.port, req);
      const found = problem(req, res) ?? (res && ![200, 400, 431].includes(res.status) ? `status ${res.status}` : undefined);
      if (found) failures.push(`#${i} ${target.slice(0, 120)}: ${found}`);
    }
    expect(failures.slice(0, 20), `seed ${SEED}: ${failures.length} bad answers`).toEqual([]);
    expect(s.logger.errors.map((e) => e.message)).toEqual([]);
  });
});

describe(`fuzzing the real server (seed ${SEED}, ${REQUESTS} requests)`, () => {
  const dist = removedAfterThisBlock(tinyDist());
  // A stalled truncated body is given up on after 1 s, so the run stays short.
  const s = testServerForThisBlock({ distDir: dist.dir, guards: { ...GENEROUS_GUARDS, bodyIdleSeconds: 1 } });

  it(
    'never answers 5xx, answers every error (and all of /api) as JSON with a message, and stays up',
    { timeout: 120_000 },
    async () => {
      const random = prng(SEED);
      const requests = Array.from({ length: REQUESTS }, () => fuzzRequest(random));
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const i = next++;
          const req = requests[i] as FuzzRequest;
          const found = problem(req, await exchange(s.server.port, req));
          if (found)
            failures.push(
              `#${i} ${req.method} ${req.target.slice(0, 120)} [${req.headers.map(([k]) => k).join(',')}] body ${req.body.length} B: ${found}`,
            );
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));

      expect(failures.slice(0, 20), `seed ${SEED}: ${failures.length} bad answers`).toEqual([]);
      expect(
        s.logger.errors.map((e) => e.message),
        `seed ${SEED}: errors logged`,
      ).toEqual([]);
      expect((await fetch(`${s.server.url}${apiPaths.jobs}`)).status).toBe(200);
    },
  );
});
