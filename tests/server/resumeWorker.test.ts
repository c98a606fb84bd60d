import { randomUUID } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { DEFAULT_RESUME_CHECK_LIMITS, type ResumeCheckLimits } from '../../server/config';
import { UNEXPECTED_ERROR_MESSAGE } from '../../server/http/errors';
import { countRows } from '../../server/repositories/counts';
import { RESUME_OVER_LIMIT_MESSAGE } from '../../server/resumeChecks/overLimit';
import { ResumeCheckPool } from '../../server/resumeChecks/pool';
import { RESUME_CHECK_WORKER } from '../../server/resumeChecks/workerEntry';
import { HEALTH_PATH } from '../../server/routes/health';
import { apiPaths } from '../../src/contract/paths';
import { pdfFile } from '../fixtures/resumes';
import { applicationForm, formPost, samplePdf } from './support/forms';
import { checkMarkers } from './support/misbehavingResumeCheck';
import { startTestServer } from './support/server';
import type { TestApp } from './support/testApp';
import { testAppForThisBlock } from './support/testApp';
import { until } from './support/until';

/** The pool running the test's own worker entry (support/misbehavingResumeCheck.ts), loaded as worker.ts is. */
function misbehavingPool(limits: Partial<ResumeCheckLimits>): ResumeCheckPool {
  const url = new URL('./support/misbehavingResumeCheck.ts', import.meta.url);
  const pool = new ResumeCheckPool({ ...DEFAULT_RESUME_CHECK_LIMITS, ...limits, worker: { ...RESUME_CHECK_WORKER, url } });
  afterAll(async () => pool.close());
  return pool;
}

const upload = (t: TestApp, name: string, bytes: Uint8Array = samplePdf.bytes) =>
  t.request(apiPaths.application, formPost(applicationForm({ resume: { name, bytes } })));

/** A token for a check's marker files, removed after the block. */
function markers(): { token: string; started: string; release: string } {
  const token = randomUUID().replaceAll('-', '');
  const files = checkMarkers(token);
  afterAll(() => Object.values(files).forEach((file) => rmSync(file, { force: true })));
  return { token, ...files };
}

describe('resume checks on the worker threads (server/resumeChecks/)', () => {
  describe('with the real check', () => {
    const checks = new ResumeCheckPool(DEFAULT_RESUME_CHECK_LIMITS);
    afterAll(async () => checks.close());
    const t = testAppForThisBlock({ resumeChecks: checks });

    it('checks an upload on a thread of the pool: a plain PDF is stored, one with a script refused', async () => {
      expect(checks.threads).toBe(0);
      expect((await upload(t, 'cv.pdf')).status).toBe(201);
      expect(checks.threads).toBeGreaterThan(0);
      const scripted = await upload(t, 'cv.pdf', pdfFile({ objects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] }));
      expect(scripted.status).toBe(415);
    });
  });

  it("a server's shutdown stops its threads", async () => {
    const s = await startTestServer();
    try {
      const res = await fetch(`${s.server.url}${apiPaths.application}`, { method: 'POST', body: applicationForm() });
      expect(res.status).toBe(201);
      expect(s.server.resumeChecks.threads).toBeGreaterThan(0);
    } finally {
      await s.dispose();
    }
    expect(s.server.resumeChecks.threads).toBe(0);
  });

  describe('a check in progress', () => {
    const t = testAppForThisBlock({ resumeChecks: misbehavingPool({ threads: 1, timeLimitMs: 60_000 }) });

    it('does not hold the event loop: /healthz answers before the upload does', async () => {
      const m = markers();
      const events: string[] = [];
      const sent = upload(t, `held-${m.token}.pdf`).then((res) => {
        events.push(`upload ${res.status}`);
      });
      await until(() => existsSync(m.started), 'the check to start on its thread');
      const health = await t.request(HEALTH_PATH);
      events.push(`healthz ${health.status}`);
      writeFileSync(m.release, '');
      await sent;
      // Had the check run on the event loop, nothing else would be answered until it ended.
      expect(events).toEqual(['healthz 200', 'upload 201']);
    });
  });

  describe('past the limits', () => {
    const t = testAppForThisBlock({
      resumeChecks: misbehavingPool({ threads: 1, timeLimitMs: 500, memoryLimitMb: 32 }),
    });

    it.each([
      ['time', 'spin-x.pdf'],
      ['memory', 'hog.pdf'],
    ])('over the %s limit: 422 asking for a plain copy, nothing stored; the thread is replaced', async (_, name) => {
      const before = await countRows(t.db.kysely, 'applications');
      const res = await upload(t, name);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: RESUME_OVER_LIMIT_MESSAGE });
      expect(await countRows(t.db.kysely, 'applications')).toBe(before);
      // The pool's one thread was stopped and replaced: the next applicant's resume is checked.
      expect((await upload(t, 'priya-cv.pdf')).status).toBe(201);
    });

    it('a resume queued behind a slow one is not charged for its wait', async () => {
      const m = markers();
      const slow = upload(t, `spin-${m.token}.pdf`);
      await until(() => existsSync(m.started), 'the slow check to start');
      // Queued on the one thread for the whole of the slow check's limit, then checked in a moment.
      const queued = upload(t, 'priya-cv.pdf');
      expect((await slow).status).toBe(422);
      expect((await queued).status).toBe(201);
    });

    it('a thread that dies for another reason costs that upload a 500, not the server', async () => {
      const res = await upload(t, 'crash.pdf');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: UNEXPECTED_ERROR_MESSAGE });
      expect((await upload(t, 'priya-cv.pdf')).status).toBe(201);
    });
  });

  describe('ten hostile resumes at once', () => {
    const t = testAppForThisBlock({ resumeChecks: misbehavingPool({ threads: 2, timeLimitMs: 1_000 }) });

    // Each stopped thread is replaced by a new one, which loads the check through tsx here: seconds each on a loaded machine.
    it('/healthz answers while they are checked, and each gets its answer', { timeout: 120_000 }, async () => {
      const m = markers();
      let pending = 10;
      const sent = Array.from({ length: 10 }, async () => {
        const res = await upload(t, `spin-${m.token}.pdf`);
        pending--;
        return res.status;
      });
      await until(() => existsSync(m.started), 'a check to start');
      expect((await t.request(HEALTH_PATH)).status).toBe(200);
      // Two threads, ten checks of a second each: most were still waiting when the probe was answered.
      expect(pending).toBeGreaterThan(0);
      expect(await Promise.all(sent)).toEqual(Array<number>(10).fill(422));
      expect((await upload(t, 'priya-cv.pdf')).status).toBe(201);
    });
  });
});
