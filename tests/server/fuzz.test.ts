import { connect } from 'node:net';

import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { hostileResumes } from '../fixtures/hostileResumes';
import { ordinaryResumes } from '../fixtures/ordinaryResumes';
import type { Bytes } from '../fixtures/resumes';
import { tinyDist } from './support/dist';
import { applicationForm } from './support/forms';
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

/** A copy of `bytes` changed as a fuzzer changes files: bytes overwritten, cut short, or a slice repeated. */
function mutant(bytes: Bytes, random: () => number): Bytes {
  const at = (n: number) => Math.floor(random() * n);
  const kind = at(3);
  if (kind === 0) {
    const copy = new Uint8Array(bytes);
    for (let k = 0; k < 1 + at(16); k++) copy[at(copy.length)] = at(256);
    return copy;
  }
  if (kind === 1) return bytes.slice(0, 1 + at(bytes.length - 1)); // never empty: that is another answer (400)
  const start = at(bytes.length);
  const slice = bytes.subarray(start, start + at(4096));
  const cut = at(bytes.length);
  const out = new Uint8Array(bytes.length + slice.length);
  out.set(bytes.subarray(0, cut));
  out.set(slice, cut);
  out.set(bytes.subarray(cut), cut + slice.length);
  return out;
}

describe(`fuzzing the resume check with the hostile and ordinary PDF corpus (seed ${SEED})`, () => {
  const dist = removedAfterThisBlock(tinyDist());
  const s = testServerForThisBlock({ distDir: dist.dir, guards: GENEROUS_GUARDS });
  /** The bombs are sent as they are: their mutants would only cost time. */
  const BIG = 1024 * 1024;

  it('answers each file and each mutant 201 or 415 with a message, never a 5xx, and stays up', { timeout: 300_000 }, async () => {
    const random = prng(SEED + 2);
    const files: [string, Bytes][] = [
      ...(await hostileResumes()).map(({ name, bytes }): [string, Bytes] => [name, bytes]),
      ...(await ordinaryResumes()),
    ];
    const sent: [string, Bytes][] = [];
    for (const [name, bytes] of files) {
      sent.push([name, bytes]);
      if (bytes.length > BIG) continue;
      for (let k = 0; k < 4; k++) sent.push([`${name}, mutant ${k}`, mutant(bytes, random)]);
    }
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < sent.length) {
        const [name, bytes] = sent[next++] as [string, Bytes];
        const res = await fetch(`${s.server.url}${apiPaths.application}`, {
          method: 'POST',
          body: applicationForm({ resume: { name: 'cv.pdf', bytes } }),
        });
        const body = (await res.json()) as { message?: unknown };
        if (![201, 415].includes(res.status) || typeof body.message !== 'string' || body.message === '')
          failures.push(`${name}: ${res.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures, `seed ${SEED}`).toEqual([]);
    expect(s.logger.errors.map((e) => e.message)).toEqual([]);
    expect((await fetch(`${s.server.url}${apiPaths.jobs}`)).status).toBe(200);
  });
});
