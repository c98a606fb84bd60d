import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { staffPaths } from '../../src/contract/staff';
import { openDatabase } from './harness/database';
import { REPO_ROOT } from './harness/paths';

/** Steps of the staff console's browser tests. */

export interface StaffAccount {
  email: string;
  password: string;
}

/**
 * Creates an account the way the README says (`npm run staff:add`), in the server's DATA_DIR. The
 * address is made up anew unless given (a screenshot wants the same one each run).
 */
export async function addStaffAccount(
  dataDir: string,
  email = `staff-${randomUUID().slice(0, 8)}@srtech.example`,
): Promise<StaffAccount> {
  const account = { email, password: 'a long test password' };
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/staff/cli.ts', '--email', account.email], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, STAFF_PASSWORD: account.password },
  });
  return account;
}

/** A call of the staff API with the session's cookie: `body` sent as JSON when given. */
export type StaffCall = (method: string, path: string, body?: unknown) => Promise<Response>;

/**
 * Logs a new account (addStaffAccount, in `dataDir`) in to the staff API of the server at `base`,
 * as the console does (same-site, JSON), and returns a call of that API with the session's cookie.
 */
export async function staffApi(base: string, dataDir: string): Promise<StaffCall> {
  const account = await addStaffAccount(dataDir);
  const sameSite = { Origin: base, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
  const login = await fetch(`${base}${staffPaths.session}`, { method: 'POST', headers: sameSite, body: JSON.stringify(account) });
  expect(login.status, 'staff log-in').toBe(200);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';', 1)[0] ?? '';
  return (method, path, body) =>
    fetch(`${base}${path}`, {
      method,
      headers: { ...sameSite, Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export async function logInToConsole(page: Page, account: StaffAccount): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

/** An application's status and notes as stored. */
export function storedApplication(dataDir: string, email: string): { status: string; notes: string } | undefined {
  const db = openDatabase(dataDir);
  try {
    return db.prepare('SELECT status, notes FROM applications WHERE email = ?').get(email) as
      { status: string; notes: string } | undefined;
  } finally {
    db.close();
  }
}
