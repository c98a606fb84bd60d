import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import type { RequestGuards } from '../../server/config';
import { DEFAULT_RESUME_CHECK_LIMITS } from '../../server/config';
import { errorHandler } from '../../server/http/errors';
import { silentLogger } from '../../server/http/logger';
import { ResumeCheckPool } from '../../server/resumeChecks/pool';
import { applicationRoutes } from '../../server/routes/application';
import { enquiryRoutes } from '../../server/routes/enquiry';
import { IdempotentWrites } from '../../server/writes/idempotentWrites';
import { apiPaths, IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { DEFAULT_RESUME_MAX_BYTES } from '../../src/domain/resume';
import type { OpenedDatabase } from './support/databases';
import { sqliteDatabase } from './support/databases';
import { applicationForm, validEnquiry } from './support/forms';
import { GENEROUS_GUARDS } from './support/guards';
import { outboxApplication, sendHeld, sendWhole } from './support/outboxPosts';

/**
 * Each public POST declares its whole chain (origin, limits, upload slot, body, idempotency,
 * handler) on its own route: mounted alone, with nothing before it, every guard still holds.
 */
describe('a public POST route mounted alone', () => {
  let opened: OpenedDatabase | undefined;
  const resumeChecks = new ResumeCheckPool(DEFAULT_RESUME_CHECK_LIMITS);
  afterAll(async () => resumeChecks.close());
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });

  async function alone(route: 'application' | 'enquiry', guards: Partial<RequestGuards> = {}): Promise<Hono> {
    opened = await sqliteDatabase.open();
    const db = opened.db;
    const now = () => new Date();
    const writes = new IdempotentWrites(db, silentLogger, now);
    const all = { ...GENEROUS_GUARDS, ...guards };
    const app = new Hono();
    app.onError(errorHandler(silentLogger));
    app.route(
      '/',
      route === 'application'
        ? applicationRoutes({ db, writes, guards: all, resumeMaxBytes: DEFAULT_RESUME_MAX_BYTES, resumeChecks, now })
        : enquiryRoutes({ db, writes, guards: all, now }),
    );
    return app;
  }

  const sendApplication = (app: Hono, headers: Record<string, string> = {}) =>
    app.request(apiPaths.application, { method: 'POST', headers, body: applicationForm() });
  const sendEnquiry = (app: Hono, headers: Record<string, string> = {}) =>
    app.request(apiPaths.enquiry, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(validEnquiry),
    });
  const crossSite = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

  it('refuses another site: application 403', async () => {
    const app = await alone('application');
    expect((await sendApplication(app, crossSite)).status).toBe(403);
    expect((await sendApplication(app)).status).toBe(201);
  });

  it('refuses another site: enquiry 403', async () => {
    const app = await alone('enquiry');
    expect((await sendEnquiry(app, crossSite)).status).toBe(403);
    expect((await sendEnquiry(app)).status).toBe(201);
  });

  it('limits the rate of applications, a resend of a stored key included', async () => {
    const app = await alone('application', { applicationsPerWindow: 2 });
    const first = await outboxApplication('first');
    expect((await app.request(apiPaths.application, sendWhole(first))).status).toBe(201);
    const repeat = await app.request(apiPaths.application, sendWhole(first));
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect((await app.request(apiPaths.application, sendWhole(first))).status).toBe(429);
    expect((await sendApplication(app, { [IDEMPOTENCY_HEADER]: 'second' })).status).toBe(429);
  });

  it('answers a resend of a stored key from its Content-Digest before the upload slot and the body', async () => {
    const app = await alone('application', { concurrentUploads: 1 });
    const first = await outboxApplication('first');
    expect((await app.request(apiPaths.application, sendWhole(first))).status).toBe(201);
    // The only slot is held by an upload whose body never ends.
    const holder = sendHeld(await outboxApplication('holder'));
    const held = app.request(apiPaths.application, holder.init);
    await expect.poll(holder.pulled).toBe(true);
    const resend = sendHeld(first);
    const answer = await app.request(apiPaths.application, resend.init);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('idempotent-replayed')).toBe('true');
    expect(resend.pulled()).toBe(false);
    expect((await sendApplication(app)).status).toBe(503);
    holder.leave();
    expect((await held).status).toBe(400);
  });

  it('limits the rate of enquiries', async () => {
    const app = await alone('enquiry', { enquiriesPerWindow: 1 });
    expect((await sendEnquiry(app)).status).toBe(201);
    const refused = await sendEnquiry(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it('refuses an application when no upload slot is free (503)', async () => {
    const app = await alone('application', { concurrentUploads: 0 });
    const refused = await sendApplication(app);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it("refuses an application past the day's resume quota (429)", async () => {
    const app = await alone('application', { resumeBytesPerDay: 1 });
    // Sent without Content-Length, the first fits; its stored resume fills the quota.
    expect((await sendApplication(app)).status).toBe(201);
    const refused = await sendApplication(app);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/too many resumes today/);
  });

  it('refuses a malformed Idempotency-Key (400) before anything is stored', async () => {
    const app = await alone('enquiry');
    expect((await sendEnquiry(app, { [IDEMPOTENCY_HEADER]: 'x'.repeat(201) })).status).toBe(400);
  });
});
