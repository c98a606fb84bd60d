import { describe, expect, it } from 'vitest';

import { countRows } from '../../server/repositories/counts';
import { findAnswer, insertAnswer } from '../../server/repositories/idempotencyKeys';
import { apiPaths, IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { pdfFile } from '../fixtures/resumes';
import { testDatabases } from './support/databases';
import { applicationForm, formPost, jsonPost, validEnquiry } from './support/forms';
import { testAppForThisBlock } from './support/testApp';

let counter = 0;
const newKey = () => `test-key-${Date.now()}-${++counter}`;

describe.each(testDatabases)('Idempotency-Key on $name', (database) => {
  let clock = new Date('2025-06-01T10:00:00.000Z');
  const t = testAppForThisBlock({ database, now: () => clock });

  const enquiries = () => countRows(t.db.kysely, 'enquiries');
  const applications = () => countRows(t.db.kysely, 'applications');

  it('answers a repeat of an enquiry with its stored first answer and stores one record', async () => {
    const key = newKey();
    const before = await enquiries();
    const first = await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key));
    const firstBody = await first.text();
    expect(first.status).toBe(201);
    const again = await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key));
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await enquiries()).toBe(before + 1);
  });

  it('answers a repeat of an application (same fields and resume) with its stored first answer and stores one record', async () => {
    const key = newKey();
    const before = await applications();
    const bytes = pdfFile({ minBytes: 20_000 });
    const first = await t.request(apiPaths.application, formPost(applicationForm({ resume: { name: 'cv.pdf', bytes } }), key));
    const again = await t.request(apiPaths.application, formPost(applicationForm({ resume: { name: 'cv.pdf', bytes } }), key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(await first.text());
    expect(await applications()).toBe(before + 1);
  });

  it('creates one record when requests with one key arrive at the same moment', async () => {
    const key = newKey();
    const before = await applications();
    const bytes = pdfFile({ minBytes: 50_000 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request(apiPaths.application, formPost(applicationForm({ resume: { name: 'cv.pdf', bytes } }), key)),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(bodies).size).toBe(1);
    expect(await applications()).toBe(before + 1);
  });

  it('creates one enquiry when requests with one key arrive at the same moment', async () => {
    const key = newKey();
    const before = await enquiries();
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.request(apiPaths.enquiry, jsonPost(validEnquiry, key))));
    expect(new Set(await Promise.all(answers.map((r) => r.text()))).size).toBe(1);
    expect(await enquiries()).toBe(before + 1);
  });

  it('answers 422 for the same key with another body, and stores nothing more', async () => {
    const key = newKey();
    await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key));
    const before = await enquiries();
    const res = await t.request(apiPaths.enquiry, jsonPost({ ...validEnquiry, description: 'Something else entirely' }, key));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/already used for a different submission/);
    expect(await enquiries()).toBe(before);
  });

  it('answers 422 for the same key with another resume', async () => {
    const key = newKey();
    const one = await t.request(
      apiPaths.application,
      formPost(applicationForm({ resume: { name: 'cv.pdf', bytes: pdfFile({ minBytes: 3000 }) } }), key),
    );
    expect(one.status).toBe(201);
    const other = pdfFile({ minBytes: 3001 });
    const res = await t.request(
      apiPaths.application,
      formPost(applicationForm({ resume: { name: 'cv.pdf', bytes: other } }), key),
    );
    expect(res.status).toBe(422);
  });

  it('keeps keys of different routes apart', async () => {
    const key = newKey();
    expect((await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key))).status).toBe(201);
    const res = await t.request(apiPaths.application, formPost(applicationForm(), key));
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('does not store refusals: the same key works once the mistake is fixed', async () => {
    const key = newKey();
    const bad = await t.request(apiPaths.enquiry, jsonPost({ ...validEnquiry, email: 'nope' }, key));
    expect(bad.status).toBe(400);
    expect((await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key))).status).toBe(201);
  });

  it('creates a record for each request without a key', async () => {
    const before = await enquiries();
    await t.request(apiPaths.enquiry, jsonPost(validEnquiry));
    await t.request(apiPaths.enquiry, jsonPost(validEnquiry));
    expect(await enquiries()).toBe(before + 2);
  });

  it.each([
    ['', 'empty'],
    ['a'.repeat(201), 'too long'],
    ['has space', 'a space'],
    ['é', 'non-ASCII'],
  ])('answers 400 for a key that is %s (%s)', async (key) => {
    const before = await enquiries();
    const res = await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(IDEMPOTENCY_HEADER);
    expect(await enquiries()).toBe(before);
    const app = await t.request(apiPaths.application, formPost(applicationForm(), key));
    expect(app.status).toBe(400);
  });

  it('accepts a 200-character key', async () => {
    expect((await t.request(apiPaths.enquiry, jsonPost(validEnquiry, 'k'.repeat(200)))).status).toBe(201);
  });

  it('keeps keys for 24 hours and purges older ones', async () => {
    const old = newKey();
    const fresh = newKey();
    const route = apiPaths.enquiry;
    const answer = { requestHash: 'h', status: 201, body: '{}' };
    await insertAnswer(t.db.kysely, route, old, answer, new Date(clock.getTime() - 25 * 3600_000));
    await insertAnswer(t.db.kysely, route, fresh, answer, new Date(clock.getTime() - 23 * 3600_000));
    expect(await t.writes.purge()).toBeGreaterThanOrEqual(1);
    expect(await findAnswer(t.db.kysely, route, old)).toBeUndefined();
    expect(await findAnswer(t.db.kysely, route, fresh)).toEqual(answer);
  });

  it('purges now and then on its own as new answers are stored', async () => {
    const old = newKey();
    await insertAnswer(
      t.db.kysely,
      apiPaths.enquiry,
      old,
      { requestHash: 'h', status: 201, body: '{}' },
      new Date(clock.getTime() - 48 * 3600_000),
    );
    clock = new Date(clock.getTime() + 2 * 3600_000);
    expect((await t.request(apiPaths.enquiry, jsonPost(validEnquiry, newKey()))).status).toBe(201);
    await expect.poll(() => findAnswer(t.db.kysely, apiPaths.enquiry, old)).toBeUndefined();
  });
});
