import { describe, expect, it } from 'vitest';

import { LOCKED_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '../../server/routes/staff/session';
import { saveStaffAccount } from '../../server/staff/accounts';
import { DEVICE_COOKIE } from '../../server/staff/deviceCookie';
import { CHECKS_PER_NETWORK, MAX_FAILURES } from '../../server/staff/lockout';
import { staffPaths } from '../../src/contract/staff';
import { testDatabases } from './support/databases';
import { GENEROUS_GUARDS } from './support/guards';
import { testServerForThisBlock } from './support/server';
import { addStaff, logIn, STAFF } from './support/staff';
import { testAppForEachTest } from './support/testApp';

/** The `name=value` of the device cookie an answer sets. */
function deviceCookieOf(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!set) throw new Error(`no device cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return set.split(';', 1)[0] ?? '';
}

describe('the log-in lockout behind a trusted proxy', () => {
  const s = testServerForThisBlock({ guards: { ...GENEROUS_GUARDS, trustedProxies: ['127.0.0.1'] } });

  const logInFrom = (address: string, email: string) =>
    fetch(`${s.server.url}${staffPaths.session}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email, password: 'a wrong password' }),
    });

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    await s.server.prepared;
    const statuses: number[] = [];
    // Twelve addresses of 2001:db8:7:1::/64, written as a client might (case, zeros, `::`).
    for (let i = 0; i < 12; i++) {
      const address = i % 2 === 0 ? `2001:db8:7:1::${(i + 1).toString(16)}` : `2001:0DB8:0007:0001:0:0:${i}:1`;
      statuses.push((await logInFrom(address, `guess${i}@srtech.example`)).status);
    }
    expect(statuses).toEqual([...Array<number>(MAX_FAILURES).fill(401), 429, 429]);
    // Another /64 has its own count.
    expect((await logInFrom('2001:db8:7:2::1', 'guess@srtech.example')).status).toBe(401);
  });
});

describe.each(testDatabases)('the owner during a stranger’s guessing, on $name', (database) => {
  let clock = new Date('2026-03-02T09:00:00Z');
  const t = testAppForEachTest(() => {
    clock = new Date('2026-03-02T09:00:00Z');
    return { database, now: () => clock, clientAddress: (c) => c.req.header('x-test-address') ?? '10.0.0.1' };
  });
  const OWNER = { 'x-test-address': '192.0.2.10' };
  const ATTACKER = { 'x-test-address': '203.0.113.66' };

  const guess = (headers: Record<string, string>, i: number) => logIn(t, { ...STAFF, password: `wrong ${i}` }, headers);

  it('lets the owner in from a browser that logged in before, while the stranger stays locked out', async () => {
    await addStaff(t);
    const device = deviceCookieOf(await logIn(t, STAFF, OWNER));
    for (let i = 0; i < MAX_FAILURES; i++) expect((await guess(ATTACKER, i)).status).toBe(401);
    // The account is locked for strangers: the right password from a new browser waits...
    const stranger = await logIn(t, STAFF, { 'x-test-address': '198.51.100.7' });
    expect(stranger.status).toBe(429);
    expect(await stranger.json()).toEqual({ message: LOCKED_MESSAGE });
    // ...but the owner's browser, from another address, gets in.
    const owner = await logIn(t, STAFF, { ...OWNER, Cookie: device });
    expect(owner.status).toBe(200);
    // The owner's log-in forgives nothing of the stranger's: still locked, even with the right password.
    expect((await guess(ATTACKER, 99)).status).toBe(429);
    expect((await logIn(t, STAFF, ATTACKER)).status).toBe(429);
    expect((await logIn(t, STAFF, { 'x-test-address': '198.51.100.8' })).status).toBe(429);
  });

  it('lets the owner in even from the guesser’s own network with the device cookie', async () => {
    await addStaff(t);
    const device = deviceCookieOf(await logIn(t, STAFF, OWNER));
    for (let i = 0; i < MAX_FAILURES; i++) expect((await guess(ATTACKER, i)).status).toBe(401);
    expect((await logIn(t, STAFF, { ...ATTACKER, Cookie: device })).status).toBe(200);
  });

  it('gives a stolen device cookie ten guesses, not more', async () => {
    await addStaff(t);
    const device = deviceCookieOf(await logIn(t, STAFF, OWNER));
    for (let i = 0; i < MAX_FAILURES; i++) {
      // From a new address each time: the device's own count is what stops it.
      const res = await guess({ 'x-test-address': `198.51.100.${i}`, Cookie: device }, i);
      expect(await res.json()).toEqual({ message: WRONG_CREDENTIALS_MESSAGE });
    }
    expect((await guess({ 'x-test-address': '198.51.100.200', Cookie: device }, 11)).status).toBe(429);
    // The stolen cookie's guesses did not lock the account for the owner's other browsers, nor for a new one.
    expect((await logIn(t, STAFF, { 'x-test-address': '198.51.100.201' })).status).toBe(200);
  });

  it('does not take a device cookie of another account, a forged one, or one from before a password reset', async () => {
    await addStaff(t);
    const other = { email: 'asha@srtech.example', password: 'another long password' };
    await addStaff(t, other);
    const othersDevice = deviceCookieOf(await logIn(t, other, OWNER));
    const ownDevice = deviceCookieOf(await logIn(t, STAFF, OWNER));
    const forged = `${DEVICE_COOKIE}=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    await saveStaffAccount(t.db.kysely, STAFF.email, STAFF.password, { reset: true, now: clock });
    for (let i = 0; i < MAX_FAILURES; i++) expect((await guess(ATTACKER, i)).status).toBe(401);
    for (const cookie of [othersDevice, forged, ownDevice]) {
      expect((await logIn(t, STAFF, { ...OWNER, Cookie: cookie })).status).toBe(429);
    }
  });

  it(`checks at most ${CHECKS_PER_NETWORK} passwords per network in 15 minutes, right ones and device cookies included`, async () => {
    await addStaff(t);
    let device = '';
    for (let i = 0; i < CHECKS_PER_NETWORK; i++) {
      const res = await logIn(t, STAFF, { ...OWNER, Cookie: device });
      expect(res.status).toBe(200);
      device = deviceCookieOf(res);
    }
    const over = await logIn(t, STAFF, { ...OWNER, Cookie: device });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another network is not held back by it.
    expect((await logIn(t, STAFF, { 'x-test-address': '192.0.2.11', Cookie: device })).status).toBe(200);
  }, 120_000); // twenty real scrypt hashes on a shared machine

  it('sends the device cookie to the log-in only, for 180 days', async () => {
    await addStaff(t);
    const set = (await logIn(t, STAFF, OWNER)).headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(set).toMatch(/; Path=\/api\/staff\/session/);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Strict/);
    expect(set).toMatch(/; Max-Age=15552000/);
  });
});
