import { connect } from 'node:net';

import { describe, expect, it } from 'vitest';

import { escapeLogText } from '../../server/http/logger';
import { SECURITY_HEADERS } from '../../server/http/security';
import { apiPaths } from '../../src/contract/paths';
import { parseRawAnswer, rawExchange, rawGet } from './support/http';
import { testServerForThisBlock } from './support/server';

describe("what Node's HTTP parser refuses", () => {
  const s = testServerForThisBlock();

  const send = async (request: string) => parseRawAnswer(await rawExchange(s.server.port, request));

  function expectJsonError(res: ReturnType<typeof parseRawAnswer>, status: number): void {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(typeof (JSON.parse(res.body) as { message: unknown }).message).toBe('string');
  }

  it('answers a broken request line 400 JSON with the security headers', async () => {
    expectJsonError(await send('THIS IS NOT HTTP\r\n\r\n'), 400);
    expectJsonError(await send('GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n'), 400);
  });

  it('answers headers larger than Node accepts 431 JSON', async () => {
    expectJsonError(await send(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431);
  });

  it('answers a broken chunked body 400 JSON', async () => {
    const res = await send(
      `POST ${apiPaths.enquiry} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n{}\r\n0\r\n\r\n`,
    );
    expectJsonError(res, 400);
  });

  it('answers a broken request that follows an answered one on the same keep-alive connection', async () => {
    const socket = connect(s.server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (c: Buffer) => {
      received += c.toString('latin1');
      // The first answer is complete once its JSON body closes: send the broken request then.
      if (received.startsWith('HTTP/1.1 200') && received.endsWith('}') && !received.includes('HTTP/1.1 400'))
        socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    socket.write(`GET ${apiPaths.limits} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((resolve) => socket.on('close', resolve));
    const second = received.indexOf('HTTP/1.1 400');
    expect(second).toBeGreaterThan(0);
    expectJsonError(parseRawAnswer(Buffer.from(received.slice(second), 'latin1')), 400);
  });

  it('keeps serving afterwards', async () => {
    expect((await rawGet(s.server.port, apiPaths.jobs)).status).toBe(200);
    expect(s.logger.errors).toEqual([]);
  });
});

describe('the request log', () => {
  const s = testServerForThisBlock();

  it('escapes control characters from the path, so nobody can forge a line', async () => {
    await rawGet(s.server.port, '/api/x%0D%0AGET%20/api/forged%20200%200.1ms%1B[31m');
    const line = s.logger.lines.find((l) => l.startsWith('GET /api/x'));
    expect(line).toMatch(/^GET \/api\/x\\x0d\\x0aGET \/api\/forged 200 0\.1ms\\x1b\[31m 404 \d+\.\dms$/);
    expect(s.logger.lines.some((l) => l.startsWith('GET /api/forged'))).toBe(false);
  });

  it('escapes each control character, the line separators and the backslash itself', () => {
    expect(escapeLogText('a\nb\tc\\d\u0085e\u2028f\x7f')).toBe('a\\x0ab\\x09c\\\\d\\x85e\\u2028f\\x7f');
    expect(escapeLogText('/find-jobs?q=Chennai é')).toBe('/find-jobs?q=Chennai é');
  });
});
