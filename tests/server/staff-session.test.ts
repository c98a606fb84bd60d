import { beforeEach, describe, expect, it } from 'vitest';

import { listStaffUsers } from '../../server/repositories/staffUsers';
import { LOCKED_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '../../server/routes/staff/session';
import { AccountError, removeStaffAccount, saveStaffAccount } from '../../server/staff/accounts';
import { FAILURE_WINDOW_MS, MAX_FAILURES } from '../../server/staff/lockout';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../server/staff/sessions';
import { staffContentPaths, staffPaths } from '../../src/contract/staff';
import { testDatabases } from './support/databases';
import { addStaff, CROSS_SITE, logIn, SAME_SITE, sessionCookieOf, STAFF, staffClient } from './support/staff';
import { testAppForEachTest } from './support/testApp';

describe.each(testDatabases)('staff sessions on $name', (database) => {
  let clock = new Date('2026-03-02T09:00:00Z');
  const t = testAppForEachTest(() => {
    clock = new Date('2026-03-02T09:00:00Z');
    // The lockout counts by address: tests say which one a request comes from.
    return { database, now: () => clock, clientAddress: (c) => c.req.header('x-test-address') ?? '10.0.0.1' };
  });
  beforeEach(() => addStaff(t));

  it('logs in with a cookie only the staff API gets, and only from this site', async () => {
    const res = await logIn(t, { email: ' Meera@SRTech.example ', password: STAFF.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: STAFF.email });
    const cookie = res.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/staff/);
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure over HTTPS and behind a proxy that says so', async () => {
    const proxied = await logIn(t, STAFF, { 'X-Forwarded-Proto': 'https' });
    expect(proxied.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });

  it('stores only a hash of the session token', async () => {
    const token = sessionCookieOf(await logIn(t)).split('=')[1] ?? '';
    const rows = await t.db.kysely.selectFrom('staff_sessions').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells who is logged in, and logs out', async () => {
    const staff = await staffClient(t);
    expect(await (await staff.get(staffPaths.session)).json()).toEqual({ email: STAFF.email });
    const out = await staff.send('DELETE', staffPaths.session);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect((await staff.get(staffPaths.session)).status).toBe(401);
  });

  it('refuses an unknown email and a wrong password with the same answer', async () => {
    const unknown = await logIn(t, { email: 'nobody@srtech.example', password: STAFF.password });
    const wrong = await logIn(t, { email: STAFF.email, password: 'not the password' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
    expect(await wrong.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400 for a malformed log-in and 415 for one that is not JSON', async () => {
    expect((await logIn(t, { email: '' })).status).toBe(400);
    const broken = await t.request(staffPaths.session, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...SAME_SITE },
      body: '{',
    });
    expect(broken.status).toBe(400);
    const form = await t.request(staffPaths.session, { method: 'POST', headers: SAME_SITE, body: 'email=a' });
    expect(form.status).toBe(415);
  });

  it('ends a session idle for 8 hours, and keeps one in use past 8 hours', async () => {
    const staff = await staffClient(t);
    clock = new Date(clock.getTime() + SESSION_IDLE_MS - 60_000);
    expect((await staff.get(staffPaths.counts)).status).toBe(200);
    clock = new Date(clock.getTime() + 3 * 60 * 60 * 1000);
    expect((await staff.get(staffPaths.counts)).status).toBe(200);
    // A second session, started late enough that only its idleness can end it.
    const idle = await staffClient(t);
    clock = new Date(clock.getTime() + SESSION_IDLE_MS + 1000);
    expect((await idle.get(staffPaths.counts)).status).toBe(401);
    const left = await t.db.kysely.selectFrom('staff_sessions').select('token_hash').execute();
    expect(left).toHaveLength(1); // the first one, not asked since: the next log-in sweeps it
  });

  it('ends a session 12 hours after log-in even while it is in use, and a new log-in sweeps old ones away', async () => {
    const loggedInAt = clock.getTime();
    const staff = await staffClient(t);
    const other = await staffClient(t);
    const useBoth = async () => [(await staff.get(staffPaths.counts)).status, (await other.get(staffPaths.counts)).status];
    for (let hours = 2; hours < 12; hours += 2) {
      clock = new Date(loggedInAt + hours * 60 * 60 * 1000);
      expect(await useBoth()).toEqual([200, 200]);
    }
    clock = new Date(loggedInAt + SESSION_MAX_MS - 1000);
    expect(await useBoth()).toEqual([200, 200]);

    clock = new Date(loggedInAt + SESSION_MAX_MS + 1000);
    expect((await staff.get(staffPaths.counts)).status).toBe(401);
    // `other` was used a second ago, so only its age can end it: a new log-in deletes it.
    expect(await t.db.kysely.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(1);
    expect((await logIn(t)).status).toBe(200);
    expect(await t.db.kysely.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(1);
    expect((await other.get(staffPaths.counts)).status).toBe(401);
  });

  it('locks an email out after 10 failures in 15 minutes, even for the right password, then lets it in again', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      // From different addresses, so only the email's count reaches the limit.
      expect((await logIn(t, { ...STAFF, password: `wrong ${i}` }, { 'x-test-address': `10.1.0.${i}` })).status).toBe(401);
    }
    const locked = await logIn(t, STAFF, { 'x-test-address': '10.2.0.1' });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: LOCKED_MESSAGE });
    expect(Number(locked.headers.get('retry-after'))).toBe(FAILURE_WINDOW_MS / 1000);
    clock = new Date(clock.getTime() + FAILURE_WINDOW_MS - 1000);
    expect((await logIn(t, STAFF)).headers.get('retry-after')).toBe('1');
    clock = new Date(clock.getTime() + 1000);
    expect((await logIn(t, STAFF)).status).toBe(200);
  });

  it('locks an address out after 10 failures, whatever emails it tries', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await logIn(t, { email: `guess${i}@srtech.example`, password: 'whatever it is' })).status).toBe(401);
    }
    expect((await logIn(t, STAFF)).status).toBe(429);
    expect((await logIn(t, STAFF, { 'x-test-address': '10.9.9.9' })).status).toBe(200);
  });

  it('lists accounts with their last use, and a removed account is logged out and cannot log in', async () => {
    const staff = await staffClient(t);
    await saveStaffAccount(t.db.kysely, 'asha@srtech.example', 'another long password', { reset: false, now: clock });
    expect(await listStaffUsers(t.db.kysely)).toEqual([
      { email: 'asha@srtech.example', createdAt: clock.toISOString(), lastSeenAt: null },
      { email: STAFF.email, createdAt: expect.any(String), lastSeenAt: clock.toISOString() },
    ]);
    expect(await removeStaffAccount(t.db.kysely, STAFF.email.toUpperCase())).toBe(STAFF.email);
    expect((await staff.get(staffPaths.counts)).status).toBe(401);
    expect((await logIn(t)).status).toBe(401);
    expect((await listStaffUsers(t.db.kysely)).map((a) => a.email)).toEqual(['asha@srtech.example']);
    await expect(removeStaffAccount(t.db.kysely, STAFF.email)).rejects.toThrow(AccountError);
  });

  it('answers 401 JSON to every staff call without a valid session', async () => {
    const calls: [string, string][] = [
      ['GET', staffPaths.session],
      ['DELETE', staffPaths.session],
      ['GET', staffPaths.counts],
      ['GET', staffPaths.applications],
      ['GET', staffPaths.applicationsCsv],
      ['GET', staffPaths.applicationJobs],
      ['PATCH', `${staffPaths.applications}/1`],
      ['GET', `${staffPaths.applications}/1/resume`],
      ['GET', staffPaths.enquiries],
      ['GET', staffPaths.enquiriesCsv],
      ['PATCH', `${staffPaths.enquiries}/1`],
      ['POST', staffPaths.images],
      ['GET', '/api/staff/no-such-thing'],
      ...Object.values(staffContentPaths).flatMap((p): [string, string][] => [
        ['GET', p],
        ['POST', p],
        ['GET', `${p}/1`],
        ['PUT', `${p}/1`],
        ['DELETE', `${p}/1`],
      ]),
    ];
    for (const cookie of [
      undefined,
      'srt_staff_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'srt_staff_session=short',
    ]) {
      for (const [method, path] of calls) {
        const res = await t.request(path, { method, headers: { ...SAME_SITE, ...(cookie ? { Cookie: cookie } : {}) } });
        expect([method, path, res.status]).toEqual([method, path, 401]);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
      }
    }
  });

  it('refuses (403) a state-changing call from another site, session or not', async () => {
    const staff = await staffClient(t);
    const crossLogin = await logIn(t, STAFF, CROSS_SITE);
    expect(crossLogin.status).toBe(403);
    expect(crossLogin.headers.getSetCookie()).toEqual([]);
    // Browsers without fetch metadata send only Origin: judged by its host.
    const byOriginOnly = await t.request(staffPaths.session, {
      method: 'DELETE',
      headers: { Cookie: staff.cookie, Origin: 'https://evil.example' },
    });
    expect(byOriginOnly.status).toBe(403);
    const opaqueOrigin = await t.request(staffPaths.session, {
      method: 'DELETE',
      headers: { Cookie: staff.cookie, Origin: 'null' },
    });
    expect(opaqueOrigin.status).toBe(403);
    const bySite = await staff.send('DELETE', staffPaths.session, undefined, {
      'Sec-Fetch-Site': 'same-site',
      Origin: 'http://localhost',
    });
    expect(bySite.status).toBe(403);
    expect((await staff.get(staffPaths.session)).status).toBe(200);
    const ownOrigin = await t.request(staffPaths.session, {
      method: 'DELETE',
      headers: { Cookie: staff.cookie, Origin: 'http://localhost' },
    });
    expect(ownOrigin.status).toBe(204);
  });

  it('creates accounts with passwords of 12 characters or more, and a reset ends their sessions', async () => {
    await expect(saveStaffAccount(t.db.kysely, 'new@srtech.example', 'short', { reset: false, now: clock })).rejects.toThrow(
      AccountError,
    );
    await expect(saveStaffAccount(t.db.kysely, STAFF.email, STAFF.password, { reset: false, now: clock })).rejects.toThrow(
      /already exists/,
    );
    await expect(
      saveStaffAccount(t.db.kysely, 'none@srtech.example', STAFF.password, { reset: true, now: clock }),
    ).rejects.toThrow(/no staff account/);
    const staff = await staffClient(t);
    expect(await saveStaffAccount(t.db.kysely, STAFF.email, 'another long secret', { reset: true, now: clock })).toBe('reset');
    expect((await staff.get(staffPaths.session)).status).toBe(401);
    expect((await logIn(t)).status).toBe(401);
    expect((await logIn(t, { email: STAFF.email, password: 'another long secret' })).status).toBe(200);
    const stored = await t.db.kysely.selectFrom('staff_users').select('password_hash').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });
});
