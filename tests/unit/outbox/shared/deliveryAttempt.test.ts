// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { apiPaths } from '../../../../src/contract/paths';
import { newOutboxItem, type OutboxItem } from '../../../../src/outbox/item/outboxItem';
import { attemptDelivery, classifyStatus } from '../../../../src/outbox/shared/deliveryAttempt';
import { deliveryRequest } from '../../../../src/outbox/shared/deliveryRequest';
import { jsonAnswer } from '../../offline/freshDatabase';

const BASE = 'http://api.test';

const enquiry: OutboxItem = newOutboxItem(
  {
    kind: 'enquiry',
    fields: { companyName: 'Acme', email: 'hr@acme.test', phone: '9876543210', jobTitle: 'Welder', description: 'Ten welders' },
    resume: null,
    resumeFileName: null,
  },
  'key-enquiry',
  1000,
);

const resumeBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3, 255]);
const application: OutboxItem = newOutboxItem(
  {
    kind: 'application',
    fields: { fullname: 'Asha', experience: '3', jobid: '12', role: '' },
    resume: new Blob([resumeBytes], { type: 'application/pdf' }),
    resumeFileName: 'asha.pdf',
  },
  'key-application',
  2000,
);

describe('classifying an answer', () => {
  it.each([
    [200, 'delivered'],
    [201, 'delivered'],
    [204, 'delivered'],
    [408, 'waiting'],
    [429, 'waiting'],
    [500, 'waiting'],
    [502, 'waiting'],
    [503, 'waiting'],
    [400, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
    [413, 'refused'],
    [415, 'refused'],
    [422, 'refused'],
  ] as const)('%i is %s', (status, expected) => {
    expect(classifyStatus(status)).toBe(expected);
  });
});

describe('the delivery request', () => {
  it('posts an enquiry as JSON with its idempotency key', async () => {
    const request = await deliveryRequest(enquiry, BASE);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BASE}${apiPaths.enquiry}`);
    expect(request.headers.get('Idempotency-Key')).toBe('key-enquiry');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual(enquiry.fields);
  });

  it('posts an application as multipart with the resume under its file name, empty fields left out', async () => {
    const request = await deliveryRequest(application, BASE);
    expect(request.url).toBe(`${BASE}${apiPaths.application}`);
    expect(request.headers.get('Idempotency-Key')).toBe('key-application');

    const form = await request.formData();
    expect(form.get('fullname')).toBe('Asha');
    expect(form.get('experience')).toBe('3');
    expect(form.get('jobid')).toBe('12');
    expect(form.has('role')).toBe(false);
    const resume = form.get('resume');
    expect(resume).toBeInstanceOf(File);
    expect((resume as File).name).toBe('asha.pdf');
    expect(new Uint8Array(await (resume as File).arrayBuffer())).toEqual(resumeBytes);
  });
});

describe('one delivery attempt', () => {
  it('is delivered on a 2xx', async () => {
    const result = await attemptDelivery(enquiry, { baseUrl: BASE, fetch: () => Promise.resolve(jsonAnswer(201, { ok: true })) });
    expect(result).toEqual({ kind: 'delivered', status: 201 });
  });

  it('is refused with the server message on a 4xx', async () => {
    const result = await attemptDelivery(application, {
      baseUrl: BASE,
      fetch: () => Promise.resolve(jsonAnswer(415, { message: 'The resume must be a PDF, DOC or DOCX file.' })),
    });
    expect(result).toEqual({ kind: 'refused', status: 415, message: 'The resume must be a PDF, DOC or DOCX file.' });
  });

  it('is refused with a plain message when the 4xx carries no JSON message', async () => {
    const result = await attemptDelivery(enquiry, {
      baseUrl: BASE,
      fetch: () => Promise.resolve(new Response('nope', { status: 400 })),
    });
    expect(result).toMatchObject({ kind: 'refused', status: 400, message: 'The server refused it (status 400).' });
  });

  it('leaves it waiting on a 5xx, without blaming the connection', async () => {
    const result = await attemptDelivery(enquiry, {
      baseUrl: BASE,
      fetch: () => Promise.resolve(jsonAnswer(503, { message: 'busy' })),
    });
    expect(result).toMatchObject({ kind: 'waiting', connection: false });
  });

  it('leaves it waiting on a 429, which stops the pass like a connection failure', async () => {
    const result = await attemptDelivery(enquiry, { baseUrl: BASE, fetch: () => Promise.resolve(jsonAnswer(429, {})) });
    expect(result).toMatchObject({ kind: 'waiting', connection: true });
  });

  it('leaves it waiting on a network error', async () => {
    const result = await attemptDelivery(enquiry, {
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(result).toEqual({ kind: 'waiting', reason: 'Network error: Failed to fetch', connection: true });
  });

  it('leaves it waiting when no answer comes in time, and the request is aborted', async () => {
    let aborted = false;
    const hanging = (input: RequestInfo | URL) =>
      new Promise<Response>((_, reject) => {
        const signal = (input as Request).signal;
        signal.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const result = await attemptDelivery(enquiry, { baseUrl: BASE, fetch: hanging, timeoutMs: 20 });
    expect(result).toEqual({ kind: 'waiting', reason: 'No answer within 0 s.', connection: true });
    expect(aborted).toBe(true);
  });
});

describe("the server's Retry-After on an attempt that leaves it waiting", () => {
  const answer = (status: number, retryAfter: string) => () =>
    Promise.resolve(new Response('{}', { status, headers: { 'Retry-After': retryAfter } }));

  it.each([429, 503])('is passed on from a %i, in ms', async (status) => {
    const result = await attemptDelivery(enquiry, { fetch: answer(status, '30'), baseUrl: BASE });
    expect(result).toMatchObject({ kind: 'waiting', waitMs: 30_000 });
  });

  it('is read as a date against the clock', async () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const result = await attemptDelivery(enquiry, {
      fetch: answer(429, 'Mon, 23 Nov 2026 10:01:00 GMT'),
      baseUrl: BASE,
      now: () => now,
    });
    expect(result).toMatchObject({ kind: 'waiting', connection: true, waitMs: 60_000 });
  });

  it('is not taken from other statuses, nor when missing', async () => {
    expect(await attemptDelivery(enquiry, { fetch: answer(500, '30'), baseUrl: BASE })).not.toHaveProperty('waitMs');
    expect(
      await attemptDelivery(enquiry, { fetch: () => Promise.resolve(jsonAnswer(503, {})), baseUrl: BASE }),
    ).not.toHaveProperty('waitMs');
  });
});
