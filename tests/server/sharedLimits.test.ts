import { describe, expect, it } from 'vitest';

import { LOCKED_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '../../server/routes/staff/session';
import { MAX_FAILURES } from '../../server/staff/lockout';
import { apiPaths } from '../../src/contract/paths';
import { staffPaths } from '../../src/contract/staff';
import { POSTGRES_URL } from './support/databases';
import { applicationForm, validEnquiry } from './support/forms';
import type { Instances } from './support/instances';
import { INSTANCES_RESTART_TIMEOUT_MS, instancesForThisBlock } from './support/instances';
import { STAFF } from './support/staff';

/**
 * The per-address limits and the staff lockout as an agency runs the server: real processes
 * (server/main.ts) on one database, requests spread across them and sent at once. Each test
 * speaks for its own client address through X-Forwarded-For (the instances trust 127.0.0.1 as
 * their proxy), so the tests' counts do not mix.
 */
const ENQUIRIES = 5;
const APPLICATIONS = 3;
const SETTINGS = {
  RATE_LIMIT_ENQUIRIES: String(ENQUIRIES),
  RATE_LIMIT_APPLICATIONS: String(APPLICATIONS),
  TRUSTED_PROXIES: '127.0.0.1',
};

function enquiry(s: Instances, i: number, address: string): Promise<Response> {
  return fetch(`${s.url(i)}${apiPaths.enquiry}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(validEnquiry),
  });
}

/**
 * Sent as bytes with a Content-Length, written at once: the 429 comes before the body is read, and a
 * multipart stream still being written when the server ends that exchange fails the fetch (EPIPE).
 */
async function application(s: Instances, i: number, address: string): Promise<Response> {
  const form = new Request('http://localhost/', { method: 'POST', body: applicationForm() });
  const body = new Uint8Array(await form.arrayBuffer());
  return fetch(`${s.url(i)}${apiPaths.application}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address, 'Content-Type': form.headers.get('content-type') ?? '' },
    body,
  });
}

function logIn(s: Instances, i: number, address: string, password: string): Promise<Response> {
  return fetch(`${s.url(i)}${staffPaths.session}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: s.url(i), 'X-Forwarded-For': address },
    body: JSON.stringify({ email: STAFF.email, password }),
  });
}

/** `count` requests sent at once, the i-th to instance i (round robin); their answers' statuses, counted. */
async function atOnce(
  count: number,
  send: (i: number) => Promise<Response>,
): Promise<{ statuses: Record<number, number>; answers: Response[] }> {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const statuses: Record<number, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return { statuses, answers };
}

async function expectRefusals(answers: Response[], message: RegExp): Promise<void> {
  for (const res of answers.filter((a) => a.status === 429)) {
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  }
}

function sharedLimitTests(name: string, count: number, postgresUrl: string | undefined): void {
  describe(name, () => {
    const s = instancesForThisBlock({ count, env: SETTINGS, postgresUrl });

    it(`accepts exactly ${ENQUIRIES} enquiries of 30 sent at once from one address, whichever instances get them`, async () => {
      const { statuses, answers } = await atOnce(30, (i) => enquiry(s, i, '198.51.100.1'));
      expect(statuses).toEqual({ 201: ENQUIRIES, 429: 30 - ENQUIRIES });
      await expectRefusals(answers, /^Too many enquiries were sent from your network\. Please try again in 10 minutes\.$/);
      // Another address has its own count.
      expect((await enquiry(s, 1, '198.51.100.2')).status).toBe(201);
    });

    it(`accepts exactly ${APPLICATIONS} applications of 12 sent at once from one address`, async () => {
      const { statuses, answers } = await atOnce(12, (i) => application(s, i, '198.51.100.3'));
      expect(statuses).toEqual({ 201: APPLICATIONS, 429: 12 - APPLICATIONS });
      await expectRefusals(answers, /^Too many applications were sent from your network\. Please try again in 10 minutes\.$/);
    });

    it(
      'keeps the counts over a restart of every instance',
      async () => {
        const address = '198.51.100.4';
        const { statuses } = await atOnce(ENQUIRIES, (i) => enquiry(s, i, address));
        expect(statuses).toEqual({ 201: ENQUIRIES });
        await s.restart();
        for (let i = 0; i < s.count; i++) expect((await enquiry(s, i, address)).status).toBe(429);
        expect((await enquiry(s, 0, '198.51.100.5')).status).toBe(201);
      },
      INSTANCES_RESTART_TIMEOUT_MS,
    );

    it(`checks at most ${MAX_FAILURES} of 30 wrong passwords at once, then locks out the rest and the right one`, async () => {
      const address = '198.51.100.6';
      const { statuses, answers } = await atOnce(30, (i) => logIn(s, i, address, `wrong guess ${i}`));
      expect(statuses).toEqual({ 401: MAX_FAILURES, 429: 30 - MAX_FAILURES });
      for (const res of answers) {
        const { message } = (await res.json()) as { message: string };
        expect(message).toBe(res.status === 401 ? WRONG_CREDENTIALS_MESSAGE : LOCKED_MESSAGE);
      }
      const right = await logIn(s, 0, address, STAFF.password);
      expect(right.status).toBe(429);
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
}

sharedLimitTests('one server process on SQLite', 1, undefined);

if (POSTGRES_URL) {
  sharedLimitTests('three server processes on one PostgreSQL database', 3, POSTGRES_URL);
} else {
  console.log('Shared limits across instances skipped: TEST_DATABASE_URL is not set (SQLite only).');
}
