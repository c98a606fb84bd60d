// @vitest-environment node
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { CONTENT_DIGEST_HEADER, sha256OfContentDigest } from '../../../../src/contract/contentDigest';
import { newOutboxItem, type OutboxItem } from '../../../../src/outbox/item/outboxItem';
import { attemptDelivery } from '../../../../src/outbox/shared/deliveryAttempt';
import { deliveryRequest } from '../../../../src/outbox/shared/deliveryRequest';
import { boundaryFor, submissionBody } from '../../../../src/outbox/shared/submissionBody';
import { jsonAnswer } from '../../offline/freshDatabase';

const BASE = 'http://api.test';
const KEY = '6f1c2b7e-0d4a-4c3b-9e8f-1a2b3c4d5e6f';

const resumeBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0d, 0x0a, 0x00, 0xff]);
const application: OutboxItem = newOutboxItem(
  {
    kind: 'application',
    // Not in name order, one empty, one with a bare line break and a quote in a name's value.
    fields: { role: '', fullname: 'Asha "A" Devi', address: '12 Lake Road\nChennai', experience: '3' },
    resume: new Blob([resumeBytes], { type: 'application/pdf' }),
    resumeFileName: 'asha "cv".pdf',
  },
  KEY,
  2000,
);

const enquiry: OutboxItem = newOutboxItem(
  { kind: 'enquiry', fields: { companyName: 'Acme', email: 'hr@acme.test' }, resume: null, resumeFileName: null },
  KEY,
  1000,
);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');

/** Every attempt's request as the server would receive it: its bytes and its headers. */
async function attempts(item: OutboxItem, count: number): Promise<Request[]> {
  const sent: Request[] = [];
  for (let i = 0; i < count; i++) {
    await attemptDelivery(item, {
      baseUrl: BASE,
      fetch: (input) => {
        sent.push(input as Request);
        return Promise.resolve(i === count - 1 ? jsonAnswer(201, {}) : Promise.reject(new TypeError('Failed to fetch')));
      },
    });
  }
  return sent;
}

describe('the bytes of a submission', () => {
  it('are the same on two attempts, with the same Content-Digest, which is their SHA-256', async () => {
    for (const item of [application, enquiry]) {
      const [first, second] = await attempts(item, 2);
      if (!first || !second) throw new Error('two attempts expected');
      const one = new Uint8Array(await first.arrayBuffer());
      const two = new Uint8Array(await second.arrayBuffer());
      expect(two).toEqual(one);
      expect(first.headers.get('Idempotency-Key')).toBe(KEY);
      const digest = first.headers.get(CONTENT_DIGEST_HEADER);
      expect(digest).toBe(second.headers.get(CONTENT_DIGEST_HEADER));
      expect(sha256OfContentDigest(digest ?? '')).toBe(sha256(one));
    }
  });

  it('are pinned: a version that builds them otherwise would turn its resends of older items into 422s', async () => {
    const body = await submissionBody(application);
    const b = boundaryFor(KEY);
    expect(b).toBe(`----SrJobsForm${KEY}`);
    expect(body.contentType).toBe(`multipart/form-data; boundary=${b}`);
    const expected = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="address"\r\n\r\n12 Lake Road\r\nChennai\r\n` +
          `--${b}\r\nContent-Disposition: form-data; name="experience"\r\n\r\n3\r\n` +
          `--${b}\r\nContent-Disposition: form-data; name="fullname"\r\n\r\nAsha "A" Devi\r\n` +
          `--${b}\r\nContent-Disposition: form-data; name="resume"; filename="asha %22cv%22.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(resumeBytes),
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    expect(Buffer.from(body.bytes).toString('latin1')).toBe(expected.toString('latin1'));
    expect(Buffer.from((await submissionBody(enquiry)).bytes).toString('utf8')).toBe(
      '{"companyName":"Acme","email":"hr@acme.test"}',
    );
  });

  it('read back as the same form a browser would send: fields, file name, type and bytes', async () => {
    const form = await (await deliveryRequest(application, BASE)).formData();
    expect(form.get('fullname')).toBe('Asha "A" Devi');
    expect(form.get('address')).toBe('12 Lake Road\r\nChennai');
    expect(form.has('role')).toBe(false);
    const resume = form.get('resume') as File;
    expect(resume.type).toBe('application/pdf');
    expect(new Uint8Array(await resume.arrayBuffer())).toEqual(resumeBytes);
  });

  it('differ between two submissions with the same content (another key, another boundary)', async () => {
    const other = { ...application, idempotencyKey: '0e6f1c2b-7e0d-4a4c-3b9e-8f1a2b3c4d5e' };
    const one = await submissionBody(application);
    const two = await submissionBody(other);
    expect(sha256(two.bytes)).not.toBe(sha256(one.bytes));
  });
});
