import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SQLITE_FILE_NAME } from '../../server/db/connect';
import { countContent, countRows } from '../../server/repositories/counts';
import { startServer } from '../../server/start';
import { apiPaths } from '../../src/contract/paths';
import { fixture } from './support/fixture';
import { applicationForm } from './support/forms';
import { abandonUpload, streamUpload } from './support/http';
import { captureLogger, startTestServer, testConfig, testServerForThisBlock } from './support/server';

const MB = 1024 * 1024;

describe('a real listening server', () => {
  const s = testServerForThisBlock();

  const get = (path: string) => fetch(`${s.server.url}${path}`);

  it('says where it listens, creates DATA_DIR with its SQLite file and seeds the empty database', async () => {
    expect(s.logger.lines).toContain(`listening on http://127.0.0.1:${s.server.port}`);
    expect(existsSync(join(s.dataDir, SQLITE_FILE_NAME))).toBe(true);
    expect(await countContent(s.server.db.kysely)).toEqual({
      jobs: fixture.jobs.length,
      companies: fixture.companies.length,
      articles: fixture.articles.length,
    });
  });

  it('writes one log line per request with method, path, status and time', async () => {
    await get(`${apiPaths.jobs}/2`);
    await get('/api/none');
    expect(s.logger.lines).toContainEqual(expect.stringMatching(new RegExp(`^GET ${apiPaths.jobs}/2 200 \\d+\\.\\dms$`)));
    expect(s.logger.lines).toContainEqual(expect.stringMatching(/^GET \/api\/none 404 \d+\.\dms$/));
  });

  it('refuses a 30 MB upload with a Content-Length (413), stops reading, and answers afterwards', async () => {
    const result = await streamUpload(s.server.port, apiPaths.application, 30 * MB, { contentLength: true });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ message: 'The resume must be at most 5 MB' });
    expect(result.written).toBeLessThan(30 * MB);
    expect((await get(apiPaths.jobs)).status).toBe(200);
  });

  it('refuses a 30 MB chunked upload (no Content-Length) by counting, and answers afterwards', async () => {
    const result = await streamUpload(s.server.port, apiPaths.application, 30 * MB, { contentLength: false });
    expect(result.status).toBe(413);
    expect(result.written).toBeLessThan(30 * MB);
    expect((await get(apiPaths.jobs)).status).toBe(200);
    expect(s.logger.errors).toEqual([]);
  });

  it('survives a client that disconnects mid-upload, storing nothing', async () => {
    const before = await countRows(s.server.db.kysely, 'applications');
    await abandonUpload(s.server.port, apiPaths.application, {
      'Content-Type': 'multipart/form-data; boundary=----x',
      'Content-Length': 2 * MB,
    });
    expect((await get(apiPaths.companies)).status).toBe(200);
    expect(await countRows(s.server.db.kysely, 'applications')).toBe(before);
    expect(s.logger.errors).toEqual([]);
  });

  it('accepts a real multipart application over the network', async () => {
    const res = await fetch(`${s.server.url}${apiPaths.application}`, { method: 'POST', body: applicationForm() });
    expect(res.status).toBe(201);
  });
});

describe('starting and stopping', () => {
  it('does not seed again on a second start, and keeps what was stored', async () => {
    const first = await startTestServer();
    const dataDir = first.dataDir;
    const config = testConfig({ DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'none') });
    const res = await fetch(`${first.server.url}${apiPaths.enquiry}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ companyName: 'A', email: 'a@b.co', phone: '9840012345', jobTitle: 'B', description: 'C' }),
    });
    expect(res.status).toBe(201);
    await first.server.close();
    const logger = captureLogger();
    const second = await startServer(config, { logger, seedData: fixture });
    try {
      expect(logger.lines.some((l) => l.startsWith('seeded'))).toBe(false);
      expect((await countContent(second.db.kysely)).jobs).toBe(fixture.jobs.length);
      expect(await countRows(second.db.kysely, 'enquiries')).toBe(1);
    } finally {
      await second.close();
      await first.dispose();
    }
  });

  it('finishes an in-flight request at shutdown, refuses new connections, then closes the database', async () => {
    const s = await startTestServer();
    const { port } = s.server;
    const body = Buffer.from(
      JSON.stringify({ companyName: 'A', email: 'a@b.co', phone: '9840012345', jobTitle: 'B', description: 'C' }),
    );
    const answer = new Promise<number | undefined>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: apiPaths.enquiry,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
      // Half the body now; the rest once shutdown has begun.
      req.write(body.subarray(0, 10), () => {
        closing = s.server.close();
        setTimeout(() => req.end(body.subarray(10)), 100);
      });
    });
    let closing: Promise<void> | undefined;
    expect(await answer).toBe(201);
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}${apiPaths.jobs}`)).rejects.toThrow();
    await expect(s.server.db.kysely.selectFrom('jobs').selectAll().execute()).rejects.toThrow();
    await s.dispose();
  });

  it('fails to start with a clear error when the port is taken', async () => {
    const s = await startTestServer();
    try {
      await expect(startTestServer({ port: s.server.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await s.dispose();
    }
  });
});
