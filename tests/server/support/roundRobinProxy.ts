import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in miniature: each request goes to the next instance in turn (round robin),
 * body and headers streamed both ways, with X-Forwarded-For as a real proxy sets it. What several
 * instances behind a load balancer look like to a browser, without installing one (docs/DEPLOY.md
 * tries Debian's nginx for real).
 */
export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length] ?? '');
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
