import { once } from 'node:events';
import { createServer, type IncomingMessage, request as forward, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import { READY_PATH as PROBE_PATH } from '../../../server/routes/health';
import { IDEMPOTENCY_HEADER } from '../../../src/contract/paths';

/**
 * A fault-injecting HTTP proxy between Chromium and the real server (tests/e2e/offline-faults.test.ts).
 * Chromium loads the site from the proxy's origin, so the service worker, IndexedDB and the outbox
 * are the real ones; a rule decides, per POST, what goes wrong. Everything else passes through.
 *
 * The server sees every request as same-origin to itself: Host, Origin and Referer are rewritten
 * to the server's origin (it may refuse cross-site POSTs).
 */

/** What the proxy does with one request. */
export type Fault =
  /** Answer this status itself; the server never sees the request. */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Forward about half of the body, then cut both connections: the server gets a truncated request. */
  | { kind: 'cut-body' }
  /** Forward all of it, let the server answer (and commit), then cut the browser's connection instead of answering. */
  | { kind: 'drop-answer' }
  /** Forward it after `ms` (two tabs: makes the flushes overlap). */
  | { kind: 'delay'; ms: number };

/** What a rule knows of a POST: its path, key, and which attempt of that key it is (1 = first). */
export interface PostInfo {
  path: string;
  key: string;
  attempt: number;
  /** When the proxy saw the first POST with this key (ms since epoch). */
  firstSeenAt: number;
}

export type FaultRule = (post: PostInfo) => Fault | null;

/** One POST as the proxy saw it. */
export interface PostRecord extends PostInfo {
  at: number;
  fault: Fault['kind'] | 'none';
  /** The server's status, when it answered (502: the server was down). */
  upstreamStatus?: number;
  /** When the server's answer arrived (it had committed, for a 2xx). */
  upstreamAt?: number;
  /** When a 2xx was first passed on to the browser: the only way a page can learn that it was delivered. */
  answeredAt?: number;
}

/** One GET of the server's readiness check (the outbox's probe) as the proxy saw it. */
export interface ProbeRecord {
  at: number;
  /** The server's status (502: the server was down). */
  status?: number;
  /** The answer's body (tiny: `{"status":"unready","reason":...}` on a 503). */
  body?: string;
  answeredAt?: number;
}

export interface FaultProxy {
  readonly baseURL: string;
  setRule(rule: FaultRule): void;
  /** Every POST so far, in arrival order. */
  posts(): readonly PostRecord[];
  /** Every GET of the readiness check so far, in arrival order (never faulted). */
  probes(): readonly ProbeRecord[];
  close(): Promise<void>;
}

const NO_FAULT: FaultRule = () => null;

function upstreamHeaders(
  incoming: IncomingMessage,
  proxyOrigin: string,
  targetOrigin: string,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers)) if (value !== undefined) headers[name] = value;
  headers.host = new URL(targetOrigin).host;
  for (const name of ['origin', 'referer']) {
    const value = headers[name];
    if (typeof value === 'string' && value.startsWith(proxyOrigin))
      headers[name] = targetOrigin + value.slice(proxyOrigin.length);
  }
  return headers;
}

/** Starts the proxy on a free port of 127.0.0.1, forwarding to `http://127.0.0.1:${targetPort}`. */
export async function startFaultProxy(targetPort: number): Promise<FaultProxy> {
  const targetOrigin = `http://127.0.0.1:${targetPort}`;
  let rule = NO_FAULT;
  const records: PostRecord[] = [];
  const probeRecords: ProbeRecord[] = [];
  const attempts = new Map<string, { count: number; firstSeenAt: number }>();
  const sockets = new Set<Socket>();
  let proxyOrigin = '';

  /** Records a POST carrying an idempotency key and asks the rule what to do with it. */
  function judge(request: IncomingMessage): { record: PostRecord | null; fault: Fault | null } {
    const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (request.method !== 'POST' || typeof key !== 'string') return { record: null, fault: null };
    const seen = attempts.get(key) ?? { count: 0, firstSeenAt: Date.now() };
    seen.count += 1;
    attempts.set(key, seen);
    const post: PostInfo = {
      path: new URL(request.url ?? '/', proxyOrigin).pathname,
      key,
      attempt: seen.count,
      firstSeenAt: seen.firstSeenAt,
    };
    const fault = rule(post);
    const record: PostRecord = { ...post, at: Date.now(), fault: fault?.kind ?? 'none' };
    records.push(record);
    return { record, fault };
  }

  function pass(request: IncomingMessage, response: ServerResponse, record: PostRecord | null, fault: Fault | null): void {
    const probe: ProbeRecord | null =
      request.method === 'GET' && new URL(request.url ?? '/', proxyOrigin).pathname === PROBE_PATH ? { at: Date.now() } : null;
    if (probe) probeRecords.push(probe);
    response.once('finish', () => {
      if (probe) Object.assign(probe, { status: response.statusCode, answeredAt: Date.now() });
    });
    const upstream = forward(
      `${targetOrigin}${request.url ?? '/'}`,
      { method: request.method, headers: upstreamHeaders(request, proxyOrigin, targetOrigin) },
      (answer) => {
        if (record) Object.assign(record, { upstreamStatus: answer.statusCode, upstreamAt: Date.now() });
        if (fault?.kind === 'drop-answer') {
          // The server has answered, so it has committed: read its answer away and cut the browser off.
          answer.resume();
          request.socket.destroy();
          return;
        }
        if (probe) answer.on('data', (chunk: Buffer) => (probe.body = (probe.body ?? '') + chunk.toString('utf8')));
        const status = answer.statusCode ?? 502;
        // From the status line on, the browser may know (the outbox reads no body of a 2xx).
        if (record && status >= 200 && status < 300) record.answeredAt ??= Date.now();
        response.writeHead(status, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.once('error', () => {
      // The server is down (restarting) or the connection was cut on purpose: what a gateway says.
      if (record && record.upstreamStatus === undefined) record.upstreamStatus = 502;
      if (!response.headersSent && !response.destroyed)
        response.writeHead(502, { 'Content-Type': 'application/json' }).end('{"message":"Bad gateway"}');
    });
    if (fault?.kind !== 'cut-body') {
      request.pipe(upstream);
      return;
    }
    const half = Math.max(1, Math.floor(Number(request.headers['content-length'] ?? 2) / 2));
    let sent = 0;
    request.on('data', (chunk: Buffer) => {
      if (sent >= half) return;
      const part = chunk.subarray(0, half - sent);
      sent += part.length;
      upstream.write(part);
      if (sent >= half) {
        // Let that part reach the server, then cut both sides mid-body.
        setImmediate(() => {
          upstream.destroy();
          request.socket.destroy();
        });
      }
    });
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const { record, fault } = judge(request);
    if (fault?.kind === 'status') {
      request.resume();
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter;
      response.writeHead(fault.status, headers).end(JSON.stringify({ message: `Injected ${fault.status}` }));
      return;
    }
    if (fault?.kind === 'delay') {
      request.pause();
      setTimeout(() => {
        request.resume();
        pass(request, response, record, null);
      }, fault.ms);
      return;
    }
    pass(request, response, record, fault);
  }

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxyOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseURL: proxyOrigin,
    setRule(next) {
      rule = next;
    },
    posts: () => records,
    probes: () => probeRecords,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
