import { describe, expect, it } from 'vitest';

import { countRows } from '../../server/repositories/counts';
import { apiPaths } from '../../src/contract/paths';
import { jsonPost, validEnquiry } from './support/forms';
import { testAppForThisBlock } from './support/testApp';

describe('POST enquiry', () => {
  const t = testAppForThisBlock();

  const post = (init: RequestInit) => t.request(apiPaths.enquiry, init);

  it('stores a valid enquiry and answers 201 with its id and a message', async () => {
    const res = await post(jsonPost(validEnquiry));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { id: number; message: string };
    expect(body.message).toBe('Thank you! Our team will get back to you soon.');
    const row = await t.db.kysely.selectFrom('enquiries').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_name: validEnquiry.companyName,
      email: validEnquiry.email,
      phone: validEnquiry.phone,
      job_title: validEnquiry.jobTitle,
      description: validEnquiry.description,
    });
  });

  it('answers 400 naming each missing or invalid field, and stores nothing', async () => {
    const before = await countRows(t.db.kysely, 'enquiries');
    const res = await post(jsonPost({ ...validEnquiry, email: 'not-an-email', jobTitle: undefined }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'jobTitle']);
    expect(body.errors.jobTitle).toBe('Job Title is required');
    expect(body.message).toContain('Job Title is required');
    expect(await countRows(t.db.kysely, 'enquiries')).toBe(before);
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const res = await post(jsonPost('[1,2]'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
  });

  it('answers 400 for broken JSON', async () => {
    const res = await post(jsonPost('{"companyName": "Gamma",'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], [undefined]])(
    'answers 415 for Content-Type %s',
    async (type) => {
      const res = await post({
        method: 'POST',
        headers: type ? { 'Content-Type': type } : {},
        body: JSON.stringify(validEnquiry),
      });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(/JSON/);
    },
  );

  it('accepts a JSON Content-Type with a charset', async () => {
    const res = await post({ ...jsonPost(validEnquiry), headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(201);
  });

  it('answers 413 for a body far beyond an enquiry', async () => {
    const res = await post(jsonPost({ ...validEnquiry, description: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
  });
});
