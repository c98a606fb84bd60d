import { request } from 'node:http';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { apiPaths } from '../../src/contract/paths';
import { tempDir } from './support/files';
import { removedAfterThisBlock } from './support/lifecycle';
import type { Spawned } from './support/process';
import { renderBuild } from './support/renderBuild';
import { listeningUrl, serverProcess } from './support/serverProcess';

/**
 * What a load balancer and a deploy see of `npm run serve` (server/main.ts), each on a real
 * process: the probes, the start without demo data, a database that is down, and a shutdown.
 */
const scratch = removedAfterThisBlock(tempDir('operations'));
const dist = removedAfterThisBlock(renderBuild());
const running: Spawned[] = [];
afterAll(() => {
  for (const run of running) run.child.kill('SIGKILL');
});

function serve(name: string, env: Record<string, string> = {}): Spawned {
  const run = serverProcess({
    DATA_DIR: join(scratch.dir, name),
    DIST_DIR: dist.dir,
    ...env,
  });
  running.push(run);
  return run;
}

async function json(res: Response): Promise<unknown> {
  return res.json() as Promise<unknown>;
}

describe('health checks', () => {
  it('/healthz answers 200 and /readyz 200 once the render bundle is loaded, never cached, never logged', async () => {
    const run = serve('probes');
    const url = await listeningUrl(run);
    const health = await fetch(`${url}/healthz`);
    expect([health.status, health.headers.get('cache-control'), await json(health)]).toEqual([200, 'no-store', { status: 'ok' }]);
    // The warm-up imports the render bundle right after the start.
    await run.waitFor(/server render warmed up/);
    const ready = await fetch(`${url}/readyz`);
    expect([ready.status, ready.headers.get('cache-control'), await json(ready)]).toEqual([200, 'no-store', { status: 'ready' }]);
    await fetch(`${url}${apiPaths.jobs}`);
    await run.waitFor(new RegExp(`GET ${apiPaths.jobs} 200`));
    expect(run.output()).not.toMatch(/GET \/(healthz|readyz)/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });

  it('/readyz answers 503 while the database is unreachable; the process stays up and answers the rest 503', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    const run = serve('unreachable', { DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/srjobs' });
    const url = await listeningUrl(run);
    expect(run.output()).toMatch(/The database is not ready: .*ECONNREFUSED/);
    const ready = await fetch(`${url}/readyz`);
    expect([ready.status, await json(ready)]).toEqual([503, { status: 'unready', reason: 'database unreachable' }]);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const jobs = await fetch(`${url}${apiPaths.jobs}`);
    expect([jobs.status, jobs.headers.get('retry-after')]).toEqual([503, '5']);
    // Still retrying, still answering.
    await run.waitFor(/trying the database again in 1 s/);
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect(run.child.exitCode).toBeNull();
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });
});

describe('DEMO_DATA=off', () => {
  it('starts a production site with an empty catalogue', async () => {
    const run = serve('no-demo', { DEMO_DATA: 'off' });
    const url = await listeningUrl(run);
    for (const path of [apiPaths.jobs, apiPaths.companies, apiPaths.articles]) {
      const res = await fetch(`${url}${path}`);
      expect([path, res.status, await json(res)]).toEqual([path, 200, []]);
    }
    expect(run.output()).not.toMatch(/seeded/);
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
  });
});

describe('shutdown', () => {
  it('on SIGTERM lets a slow request in flight finish, refuses new connections, then exits 0', async () => {
    const run = serve('sigterm', { SHUTDOWN_GRACE_SECONDS: '60' });
    const url = new URL(await listeningUrl(run));
    const body = Buffer.from(
      JSON.stringify({ companyName: 'A', email: 'a@b.co', phone: '9840012345', jobTitle: 'B', description: 'C' }),
    );
    const answer = new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        path: apiPaths.enquiry,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      });
      req.on('error', reject);
      // Half the body, then SIGTERM; the rest once the server has said it is stopping.
      req.write(body.subarray(0, 10), () => {
        run.child.kill('SIGTERM');
        run.waitFor(/SIGTERM received/).then(async () => {
          await expect(fetch(url)).rejects.toThrow();
          req.end(body.subarray(10));
        }, reject);
      });
    });
    const { status, text } = await answer;
    expect(status, text).toBe(201);
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toMatch(/stopped/);
  });
});
