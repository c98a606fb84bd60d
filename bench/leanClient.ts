import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A minimal keep-alive HTTP/1.1 load generator: N connections, each sends one request, reads the
 * answer's head, skips Content-Length bytes of body, and sends the next, until the time is up.
 * Why it exists: autocannon decodes every body into a string (`req.body += data`), which for the
 * 50 kB gzip jobs list costs the client more CPU than the server spends on the answer; on a
 * 2-core machine the client then measures itself. This one never looks at body bytes.
 * Limits: no pipelining, no chunked bodies (the server sends Content-Length for prepared answers).
 */
export interface LeanOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LeanResult {
  /** Completed answers. */
  requests: number;
  /** Seconds from the first request to the last answer. */
  duration: number;
  /** Milliseconds, sorted ascending. */
  latencies: Float64Array;
  /** Bytes received, heads included. */
  bytes: number;
  statuses: Map<number, number>;
  errors: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export function leanLoad({ url, headers, connections, duration }: LeanOptions): Promise<LeanResult> {
  const target = new URL(url);
  const port = Number(target.port || 80);
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `Host: ${target.host}`, 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let bytes = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  let lastAnswer = started;

  const runConnection = () =>
    new Promise<void>((resolve) => {
      const socket: Socket = connect(port, target.hostname);
      socket.setNoDelay(true);
      let head: Buffer = Buffer.alloc(0);
      let bodyLeft = -1; // -1: reading a head
      let sentAt = 0;
      let status = 0;

      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return;
        }
        sentAt = performance.now();
        socket.write(request);
      };
      const complete = () => {
        const now = performance.now();
        latencies.push(now - sentAt);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        lastAnswer = now;
        bodyLeft = -1;
        send();
      };
      const fail = () => {
        errors += 1;
        socket.destroy();
      };

      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        let rest: Buffer = chunk;
        while (rest.length > 0) {
          if (bodyLeft < 0) {
            head = head.length === 0 ? rest : Buffer.concat([head, rest]);
            const end = head.indexOf(HEAD_END);
            if (end < 0) return;
            const text = head.subarray(0, end).toString('latin1');
            rest = head.subarray(end + HEAD_END.length);
            head = Buffer.alloc(0);
            status = Number(text.slice(9, 12));
            if (/\r\ntransfer-encoding:\s*chunked/i.test(text)) return fail();
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
            bodyLeft = status === 304 || status === 204 || !length ? 0 : Number(length[1]);
          }
          const take = Math.min(bodyLeft, rest.length);
          bodyLeft -= take;
          rest = rest.subarray(take);
          if (bodyLeft === 0) {
            if (rest.length > 0) return fail(); // bytes nobody asked for: not HTTP/1.1 as expected
            complete();
          }
        }
      });
      socket.on('error', () => (errors += 1));
      socket.on('close', () => resolve());
    });

  return Promise.all(Array.from({ length: connections }, runConnection)).then(() => ({
    requests: latencies.length,
    duration: (lastAnswer - started) / 1000,
    latencies: Float64Array.from(latencies).sort(),
    bytes,
    statuses,
    errors,
  }));
}

/** The value below which `p` percent of the sorted values fall (nearest rank). */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
