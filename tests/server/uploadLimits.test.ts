import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { BODY_STALLED_MESSAGE } from '../../server/bodies/readBody';
import { UPLOADS_BUSY_MESSAGE } from '../../server/guards/uploadSlots';
import { apiPaths } from '../../src/contract/paths';
import { applicationForm } from './support/forms';
import { GENEROUS_GUARDS } from './support/guards';
import { abandonUpload, parseRawAnswer, streamUpload } from './support/http';
import { testServerForThisBlock } from './support/server';

const MB = 1024 * 1024;

/** Sends the head of a multipart POST declaring `declared` bytes and the first `sent` of them, then stalls. */
function stalledUpload(port: number, declared: number, sent: number): { socket: Socket; answer: Promise<Buffer> } {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('connect', () => {
    socket.write(
      `POST ${apiPaths.application} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=----x\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(sent, 0x41));
  });
  socket.on('data', (c: Buffer) => chunks.push(c));
  socket.on('error', () => undefined);
  const answer = once(socket, 'close').then(() => Buffer.concat(chunks));
  return { socket, answer };
}

describe('a body that stops arriving', () => {
  const s = testServerForThisBlock({ guards: { ...GENEROUS_GUARDS, bodyIdleSeconds: 1 } });

  it('is answered 408 JSON once it makes no progress for BODY_TIMEOUT_SECONDS, and the connection closed', async () => {
    const { answer } = stalledUpload(s.server.port, 2 * MB, 64 * 1024);
    const res = parseRawAnswer(await answer);
    expect(res.status).toBe(408);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(JSON.parse(res.body)).toEqual({ message: BODY_STALLED_MESSAGE });
    expect(s.logger.errors).toEqual([]);
  });
});

describe('concurrent uploads', () => {
  const s = testServerForThisBlock({ guards: { ...GENEROUS_GUARDS, concurrentUploads: 1, applicationsPerWindow: 2 } });

  it('beyond MAX_CONCURRENT_UPLOADS are refused 503 with Retry-After before their body is read, and not counted', async () => {
    const first = stalledUpload(s.server.port, 2 * MB, 64 * 1024);
    // The first upload holds the only slot once the server has read its head; a GET answered
    // after it was sent shows the server got that far.
    await once(first.socket, 'connect');
    await sleep(50);
    expect((await fetch(`${s.server.url}${apiPaths.jobs}`)).status).toBe(200);

    const second = await streamUpload(s.server.port, apiPaths.application, 5 * MB, { contentLength: true });
    expect(second.status).toBe(503);
    expect(JSON.parse(second.body)).toEqual({ message: UPLOADS_BUSY_MESSAGE });
    expect(second.written).toBeLessThan(5 * MB);
    // Turned away for our load, not for its own rate: a 503 is not counted against the client.
    expect((await fetch(`${s.server.url}${apiPaths.application}`, { method: 'POST', body: applicationForm() })).status).toBe(503);

    first.socket.destroy();
    await first.answer;
    // The slot is free again once the server has noticed the first client left.
    let status = 503;
    for (let i = 0; i < 50 && status === 503; i++) {
      status = (await fetch(`${s.server.url}${apiPaths.application}`, { method: 'POST', body: applicationForm() })).status;
      if (status === 503) await sleep(20);
    }
    expect(status).toBe(201);
  });
});

describe('a client that abandons a chunked upload', () => {
  const s = testServerForThisBlock();

  it('is logged as one info line, not as an error with a stack trace', async () => {
    await abandonUpload(s.server.port, apiPaths.application, {
      'Content-Type': 'multipart/form-data; boundary=----x',
      'Transfer-Encoding': 'chunked',
    });
    const line = new RegExp(`^POST ${apiPaths.application} aborted by the client \\d+\\.\\dms$`);
    for (let i = 0; i < 50 && !s.logger.lines.some((l) => line.test(l)); i++) await sleep(20);
    expect(s.logger.lines.filter((l) => l.startsWith(`POST ${apiPaths.application}`))).toEqual([expect.stringMatching(line)]);
    expect(s.logger.errors).toEqual([]);
  });
});

describe('the connection limit', () => {
  const s = testServerForThisBlock({ maxConnections: 2 });

  it('closes a connection beyond MAX_CONNECTIONS at once and serves again when one frees', async () => {
    const open = [connect(s.server.port, '127.0.0.1'), connect(s.server.port, '127.0.0.1')];
    const resets: string[] = [];
    for (const [i, socket] of open.entries()) socket.on('error', (e) => resets.push(`${i} ${e.message}`));
    await Promise.all(open.map((socket) => once(socket, 'connect')));
    const extra = connect(s.server.port, '127.0.0.1');
    extra.on('error', () => undefined);
    extra.on('connect', () => extra.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    const received: Buffer[] = [];
    extra.on('data', (c: Buffer) => received.push(c));
    // (events.once would reject on the reset that closes it.)
    await new Promise((resolve) => extra.on('close', resolve));
    expect(Buffer.concat(received).length).toBe(0);
    expect(resets).toEqual([]);

    for (const socket of open) socket.destroy();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await fetch(`${s.server.url}${apiPaths.jobs}`, { headers: { Connection: 'close' } }).then(
        (r) => r.status,
        () => 0,
      );
      if (status !== 200) await sleep(20);
    }
    expect(status).toBe(200);
  });
});
