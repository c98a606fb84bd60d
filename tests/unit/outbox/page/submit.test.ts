// @vitest-environment node
// Node environment: the application test stores a Blob (docs/TESTING.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The API host is read once at import: give the outbox an absolute one (Node has no page origin).
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', 'http://api.test');
});

import { apiPaths } from '../../../../src/contract/paths';
import { submitApplication, submitEnquiry } from '../../../../src/outbox/page/submit';
import { deliverOutbox } from '../../../../src/outbox/shared/deliverOutbox';
import { outboxItem, outboxItems } from '../../../../src/outbox/shared/outbox';
import { freshDatabase, jsonAnswer } from '../../offline/freshDatabase';

const enquiry = {
  companyName: 'Acme Pvt Ltd',
  email: 'hr@acme.test',
  phone: '9876543210',
  jobTitle: 'Welder',
  description: 'We need ten welders in Chennai.',
};

const applicant = {
  fullname: 'Asha Kumar',
  mobile: '9876543210',
  email: 'asha@example.test',
  address: '12 Anna Salai, Chennai',
  pincode: '600002',
  experience: 3,
  role: 'Welder',
  jobid: '12',
  jobname: 'Senior Welder',
};

const resumeBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 10, 0, 255]);
const resume = () => ({ blob: new Blob([resumeBytes], { type: 'application/pdf' }), fileName: 'Asha Kumar CV.pdf' });

/** Stubs the global fetch with a server that answers `respond` and records every request. */
function server(respond: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push((input as Request).clone());
    return respond();
  });
  return requests;
}

beforeEach(freshDatabase);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submitting through the outbox', () => {
  it('is delivered when the server accepts it, and nothing stays on the device', async () => {
    const requests = server(() => jsonAnswer(201, { message: 'ok' }));

    const outcome = await submitEnquiry(enquiry, 'key-1');

    expect(outcome).toEqual({ kind: 'delivered' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`http://api.test${apiPaths.enquiry}`);
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await requests[0]?.json()).toEqual(enquiry);
    expect(await outboxItems()).toEqual([]);
  });

  it('waits when the browser is offline, kept with every field', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('navigator', { onLine: false });

    const outcome = await submitEnquiry(enquiry, 'key-2');

    expect(outcome).toEqual({ kind: 'waiting', why: 'offline' });
    expect(await outboxItem('key-2')).toMatchObject({
      kind: 'enquiry',
      fields: enquiry,
      status: 'waiting',
      attempts: 1,
    });
  });

  it('says the server could not be reached (not "offline") when no answer came while the browser is online', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('navigator', { onLine: true });
    expect(await submitEnquiry(enquiry, 'key-cut')).toEqual({ kind: 'waiting', why: 'unreachable' });
  });

  it.each([503, 500, 408, 429])('waits, the server unavailable (not "offline"), when it answers %i', async (status) => {
    server(() => jsonAnswer(status, { message: 'try later' }));
    expect(await submitEnquiry(enquiry, `key-${status}`)).toEqual({ kind: 'waiting', why: 'unavailable' });
    expect(await outboxItem(`key-${status}`)).toMatchObject({ status: 'waiting', lastStatus: status });
  });

  it.each([429, 503])('waits with the wait the server asked for when it answers %i with Retry-After', async (status) => {
    server(() => new Response(JSON.stringify({ message: 'busy' }), { status, headers: { 'Retry-After': '120' } }));
    const before = Date.now();

    const outcome = await submitEnquiry(enquiry, `key-wait-${status}`);

    expect(outcome).toMatchObject({ kind: 'waiting', why: 'busy' });
    const until = outcome.kind === 'waiting' && outcome.why === 'busy' ? outcome.until : 0;
    expect(until).toBeGreaterThanOrEqual(before + 120_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 120_000);
  });

  it('says the server could not be reached once a later attempt gets no answer at all', async () => {
    let answer = (): Promise<Response> => Promise.resolve(jsonAnswer(500, { message: 'oops' }));
    vi.stubGlobal('fetch', () => answer());
    expect(await submitEnquiry(enquiry, 'key-6')).toEqual({ kind: 'waiting', why: 'unavailable' });
    expect((await outboxItem('key-6'))?.lastStatus).toBe(500);

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    // The same waiting item's next attempt gets no answer: the server's old status no longer holds.
    await deliverOutbox({ only: 'key-6' });
    expect(await outboxItem('key-6')).toMatchObject({ attempts: 2, lastStatus: undefined });
    expect(await submitEnquiry(enquiry, 'key-7')).toEqual({ kind: 'waiting', why: 'unreachable' });
    expect((await outboxItem('key-7'))?.lastStatus).toBeUndefined();
  });

  it('is refused with the server message on a 4xx, and not kept (the form shows it)', async () => {
    server(() => jsonAnswer(400, { message: 'Enter a valid email address', errors: { email: 'Enter a valid email address' } }));

    const outcome = await submitEnquiry(enquiry, 'key-3');

    expect(outcome).toEqual({ kind: 'refused', message: 'Enter a valid email address' });
    expect(await outboxItems()).toEqual([]);
  });

  it('sends an application as multipart with the resume and its name', async () => {
    const requests = server(() => jsonAnswer(201, {}));

    const outcome = await submitApplication(applicant, resume(), 'key-4');

    expect(outcome).toEqual({ kind: 'delivered' });
    const form = await requests[0]?.formData();
    expect(form?.get('fullname')).toBe('Asha Kumar');
    expect(form?.get('experience')).toBe('3');
    expect(form?.get('jobname')).toBe('Senior Welder');
    const file = form?.get('resume') as File;
    expect(file.name).toBe('Asha Kumar CV.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(resumeBytes);
  });

  it('keeps a waiting application with its resume byte for byte and its file name', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));

    expect(await submitApplication(applicant, resume(), 'key-5')).toEqual({ kind: 'waiting', why: 'unreachable' });

    const kept = await outboxItem('key-5');
    expect(kept?.kind).toBe('application');
    expect(kept?.fields).toMatchObject({ fullname: 'Asha Kumar', experience: '3', jobid: '12' });
    expect(kept?.resumeFileName).toBe('Asha Kumar CV.pdf');
    expect(new Uint8Array(await (kept?.resume ?? new Blob()).arrayBuffer())).toEqual(resumeBytes);
  });

  it('sends directly when the device cannot store it, and says so if that fails', async () => {
    const broken = {
      open: () => {
        throw new DOMException('storage blocked', 'SecurityError');
      },
    };
    vi.stubGlobal('indexedDB', broken);
    server(() => Promise.reject(new TypeError('Failed to fetch')));

    const outcome = await submitEnquiry(enquiry, 'key-6');

    expect(outcome).toEqual({ kind: 'error', message: 'Network error: Failed to fetch' });
  });
});
