import { connect, type Socket } from 'node:net';

import { describe, expect, it } from 'vitest';

import { DEFAULT_GUARDS } from '../../server/config';
import { apiPaths, IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { applicationForm } from './support/forms';
import { GENEROUS_GUARDS } from './support/guards';
import { parseRawAnswer, type RawAnswer } from './support/http';
import { outboxApplication, sendWhole } from './support/outboxPosts';
import type { TestServer } from './support/server';
import { testServerForThisBlock } from './support/server';

const MB = 1024 * 1024;

interface OpenUpload {
  socket: Socket;
  /** The answer, once its head and whole body have arrived (the connection may stay open). */
  answer: Promise<RawAnswer>;
  /** Whether the server closed the connection. */
  closed: () => boolean;
  answered: () => boolean;
}

/**
 * A POST whose head declares `declared` body bytes, of which only `first` are sent; the client
 * keeps the connection open and sends nothing more. An answer shows the server decided without
 * the rest of the body.
 */
function openUpload(port: number, headers: Record<string, string>, declared: number, first: Uint8Array): OpenUpload {
  const socket = connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let closed = false;
  let answered = false;
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    const settleIfWhole = () => {
      const split = received.indexOf('\r\n\r\n');
      if (split < 0) return;
      const raw = parseRawAnswer(received);
      if (raw.bodyBytes.length < Number(raw.headers['content-length'] ?? 0)) return;
      answered = true;
      resolve(raw);
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      settleIfWhole();
    });
    socket.on('close', () => {
      closed = true;
      if (!answered) reject(new Error(`closed without a whole answer: ${received.toString('latin1').slice(0, 200)}`));
    });
  });
  answer.catch(() => undefined);
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    const head = Object.entries({ ...headers, 'Content-Length': String(declared) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${apiPaths.application} HTTP/1.1\r\nHost: localhost\r\n${head}\r\n`);
    socket.write(first);
  });
  return { socket, answer, closed: () => closed, answered: () => answered };
}

const fromAddress = (address: string) => ({ 'X-Forwarded-For': address });

function postApplication(s: TestServer, headers: Record<string, string>): Promise<Response> {
  return fetch(`${s.server.url}${apiPaths.application}`, { method: 'POST', headers, body: applicationForm() });
}

describe('a stored Idempotency-Key and the limits, with the default settings behind a trusted proxy', () => {
  const s = testServerForThisBlock({ guards: { ...DEFAULT_GUARDS, trustedProxies: ['127.0.0.1'] } });

  it('an address at its limit gets 429 for a resend of its first key with another body, before the body is read', async () => {
    const client = fromAddress('198.51.100.7');
    for (let i = 0; i < DEFAULT_GUARDS.applicationsPerWindow; i++) {
      expect((await postApplication(s, { ...client, [IDEMPOTENCY_HEADER]: `limit-${i}` })).status).toBe(201);
    }
    const other = await outboxApplication('limit-0', { fields: { fullname: 'Someone Else' } });
    const upload = openUpload(s.server.port, { ...other.headers, ...client }, 5 * MB, other.bytes.subarray(0, 64 * 1024));
    const answer = await upload.answer;
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(/^Too many applications/) as unknown });
    upload.socket.destroy();
  });

  it('twenty slow uploads under one stored key take only the slots their rate allows: a real applicant gets in', async () => {
    const attacker = fromAddress('198.51.100.20');
    expect((await postApplication(s, { ...attacker, [IDEMPOTENCY_HEADER]: 'slow-key' })).status).toBe(201);
    // Resends without a Content-Digest, so the server must read them to compare: one byte, then nothing.
    const uploads = Array.from({ length: DEFAULT_GUARDS.concurrentUploads }, () =>
      openUpload(
        s.server.port,
        { ...attacker, [IDEMPOTENCY_HEADER]: 'slow-key', 'Content-Type': 'multipart/form-data; boundary=----x' },
        2 * MB,
        Buffer.from('-'),
      ),
    );
    try {
      // The key's first application took one hit of ten: nine resends are let through to be read,
      // the other eleven are refused at once.
      const refused = DEFAULT_GUARDS.concurrentUploads - (DEFAULT_GUARDS.applicationsPerWindow - 1);
      await expect.poll(() => uploads.filter((u) => u.answered()).length, { timeout: 20_000 }).toBe(refused);
      const answers = await Promise.all(uploads.filter((u) => u.answered()).map((u) => u.answer));
      expect(answers.map((a) => a.status)).toEqual(Array<number>(refused).fill(429));

      const applicant = await postApplication(s, fromAddress('203.0.113.50'));
      expect(applicant.status).toBe(201);
      // The nine are still held: the applicant got in beside them, not after them.
      expect(uploads.filter((u) => u.answered())).toHaveLength(refused);
    } finally {
      for (const upload of uploads) upload.socket.destroy();
    }
  });
});

describe('a resend answered from its Content-Digest', () => {
  const s = testServerForThisBlock({ guards: GENEROUS_GUARDS });

  it('gets the stored 201 with only its first bytes sent, and the server closes the connection', async () => {
    const post = await outboxApplication('digest-same');
    const first = await fetch(`${s.server.url}${apiPaths.application}`, sendWhole(post));
    expect(first.status).toBe(201);
    const resend = openUpload(s.server.port, post.headers, post.bytes.length, post.bytes.subarray(0, 100));
    const answer = await resend.answer;
    expect(answer.status).toBe(201);
    expect(answer.body).toBe(await first.text());
    expect(answer.headers['idempotent-replayed']).toBe('true');
    await expect.poll(resend.closed).toBe(true);
  });

  it('gets 422 for another body under the key with only its first bytes sent, and the connection closed', async () => {
    const post = await outboxApplication('digest-other');
    expect((await fetch(`${s.server.url}${apiPaths.application}`, sendWhole(post))).status).toBe(201);
    const other = await outboxApplication('digest-other', { fields: { fullname: 'Someone Else' } });
    const resend = openUpload(s.server.port, other.headers, 5 * MB, other.bytes.subarray(0, 100));
    const answer = await resend.answer;
    expect(answer.status).toBe(422);
    expect(answer.body).toMatch(/already used for a different submission/);
    await expect.poll(resend.closed).toBe(true);
  });
});
