import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { countRows } from '../../server/repositories/counts';
import { findAnswer, insertAnswer } from '../../server/repositories/idempotencyKeys';
import { CONTENT_DIGEST_HEADER, sha256ContentDigest } from '../../src/contract/contentDigest';
import { apiPaths, IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { pdfFile } from '../fixtures/resumes';
import { testDatabases } from './support/databases';
import { applicationForm, formPost, jsonPost, validEnquiry } from './support/forms';
import { outboxApplication, outboxEnquiry, sendHeld, sendWhole } from './support/outboxPosts';
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
    const answer = { requestHash: 'h', status: 201, body: '{}', bodyDigest: null };
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
      { requestHash: 'h', status: 201, body: '{}', bodyDigest: null },
      new Date(clock.getTime() - 48 * 3600_000),
    );
    clock = new Date(clock.getTime() + 2 * 3600_000);
    expect((await t.request(apiPaths.enquiry, jsonPost(validEnquiry, newKey()))).status).toBe(201);
    await expect.poll(() => findAnswer(t.db.kysely, apiPaths.enquiry, old)).toBeUndefined();
  });
});

/**
 * A stored key binds to its first request's Content-Digest (docs/RELIABILITY.md, "Limits that keys
 * cannot skip"): a resend is answered, and another body under the key refused, from the headers
 * alone. sendHeld() sends the headers and the body's first bytes and then never ends the body: an
 * answer at all shows the server did not wait for the body, `pulled()` false that it read none of it.
 */
describe.each(testDatabases)('a stored key and its Content-Digest on $name', (database) => {
  const t = testAppForThisBlock({ database });
  const applications = () => countRows(t.db.kysely, 'applications');
  const enquiries = () => countRows(t.db.kysely, 'enquiries');

  it('stores the digest of the body bytes with the key', async () => {
    const key = newKey();
    const post = await outboxEnquiry(key);
    expect((await t.request(apiPaths.enquiry, sendWhole(post))).status).toBe(201);
    const stored = await findAnswer(t.db.kysely, apiPaths.enquiry, key);
    expect(stored?.bodyDigest).toBe(createHash('sha256').update(post.bytes).digest('base64'));
  });

  it('answers a resend of an application with the same digest from the store, without reading its body', async () => {
    const key = newKey();
    // A Tamil file name: the outbox's own multipart encoding must read back as the browser's did.
    const post = await outboxApplication(key, {
      resume: { name: 'பிரியா-cv.pdf', bytes: pdfFile({ minBytes: 200_000 }), type: 'application/pdf' },
    });
    const first = await t.request(apiPaths.application, sendWhole(post));
    expect(first.status).toBe(201);
    const before = await applications();
    const held = sendHeld(post);
    const again = await t.request(apiPaths.application, held.init);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('connection')).toBe('close');
    expect(held.pulled()).toBe(false);
    expect(await applications()).toBe(before);
    const row = await t.db.kysely
      .selectFrom('applications')
      .select('resume_name')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.resume_name).toBe('பிரியா-cv.pdf');
  });

  it('refuses another body under a stored key with 422, without reading it', async () => {
    const key = newKey();
    expect((await t.request(apiPaths.application, sendWhole(await outboxApplication(key)))).status).toBe(201);
    const before = await applications();
    const other = sendHeld(await outboxApplication(key, { fields: { fullname: 'Someone Else' } }));
    const res = await t.request(apiPaths.application, other.init);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/already used for a different submission/);
    expect(other.pulled()).toBe(false);
    expect(await applications()).toBe(before);
  });

  it('does the same for an enquiry: the same digest gets the stored answer, another one 422, neither read', async () => {
    const key = newKey();
    const post = await outboxEnquiry(key);
    const first = await t.request(apiPaths.enquiry, sendWhole(post));
    expect(first.status).toBe(201);
    const same = sendHeld(post, 10);
    const again = await t.request(apiPaths.enquiry, same.init);
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(await first.text());
    const other = sendHeld(await outboxEnquiry(key, { description: 'Something else entirely' }), 10);
    expect((await t.request(apiPaths.enquiry, other.init)).status).toBe(422);
    expect([same.pulled(), other.pulled()]).toEqual([false, false]);
  });

  it('refuses a digest the body does not bear out (400) and stores nothing, so the key works with the true one', async () => {
    const key = newKey();
    const post = await outboxEnquiry(key);
    const before = await enquiries();
    const lie = sha256ContentDigest(createHash('sha256').update('something else').digest('base64'));
    const res = await t.request(apiPaths.enquiry, sendWhole(post, { [CONTENT_DIGEST_HEADER]: lie }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/does not match the body/);
    expect(await enquiries()).toBe(before);
    expect((await t.request(apiPaths.enquiry, sendWhole(post))).status).toBe(201);
  });

  it.each([['sha-256=:nope:'], ['sha-256=:' + 'A'.repeat(44) + ':'], ['sha-256=abc']])(
    'refuses a malformed Content-Digest %s (400) before reading the body',
    async (header) => {
      const held = sendHeld(await outboxEnquiry(newKey()), 10, { [CONTENT_DIGEST_HEADER]: header });
      const res = await t.request(apiPaths.enquiry, held.init);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(CONTENT_DIGEST_HEADER);
      expect(held.pulled()).toBe(false);
    },
  );

  it('ignores digests of other algorithms: the body is read and stored as without one', async () => {
    const post = await outboxEnquiry(newKey());
    const res = await t.request(apiPaths.enquiry, sendWhole(post, { [CONTENT_DIGEST_HEADER]: 'sha-512=:AAAA:' }));
    expect(res.status).toBe(201);
  });

  it('reads a resend without a digest (an older app, a script) and compares its content, as before', async () => {
    const key = newKey();
    const post = await outboxEnquiry(key);
    expect((await t.request(apiPaths.enquiry, sendWhole(post))).status).toBe(201);
    const before = await enquiries();
    const plain = await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key));
    expect(plain.status).toBe(201);
    expect(plain.headers.get('idempotent-replayed')).toBe('true');
    const other = await t.request(apiPaths.enquiry, jsonPost({ ...validEnquiry, description: 'Another one' }, key));
    expect(other.status).toBe(422);
    expect(await enquiries()).toBe(before);
  });

  it('reads a resend with a digest of a key stored without one, and answers it by its content', async () => {
    const key = newKey();
    expect((await t.request(apiPaths.enquiry, jsonPost(validEnquiry, key))).status).toBe(201);
    const before = await enquiries();
    const again = await t.request(apiPaths.enquiry, sendWhole(await outboxEnquiry(key)));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await enquiries()).toBe(before);
  });
});
