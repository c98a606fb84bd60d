import { saveStaffAccount } from '../../../server/staff/accounts';
import { SESSION_COOKIE } from '../../../server/staff/sessionCookie';
import { staffPaths } from '../../../src/contract/staff';
import type { TestApp } from './testApp';

/** A staff account the tests create and log in with. */
export const STAFF = { email: 'meera@srtech.example', password: 'a long enough secret' };

/** What the console's own page sends with a state-changing call (app.request's origin is http://localhost). */
export const SAME_SITE = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' } as const;
export const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } as const;

export async function addStaff(t: TestApp, account = STAFF): Promise<void> {
  await saveStaffAccount(t.db.kysely, account.email, account.password, { reset: false, now: new Date() });
}

export function logIn(t: TestApp, body: unknown = STAFF, headers: Record<string, string> = {}): Promise<Response> {
  return t.request(staffPaths.session, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...SAME_SITE, ...headers },
    body: JSON.stringify(body),
  });
}

/** The `name=value` of the session cookie an answer sets. */
export function sessionCookieOf(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!set) throw new Error(`no session cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
  return set.split(';', 1)[0] ?? '';
}

/** A logged-in staff member's requests: the cookie, and same-site headers on every call. */
export interface StaffClient {
  cookie: string;
  get(path: string): Promise<Response>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

export async function staffClient(t: TestApp): Promise<StaffClient> {
  const res = await logIn(t);
  if (res.status !== 200) throw new Error(`log-in failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieOf(res);
  return {
    cookie,
    get: (path) => t.request(path, { headers: { Cookie: cookie } }),
    send: (method, path, body, headers = {}) =>
      t.request(path, {
        method,
        headers: {
          Cookie: cookie,
          ...SAME_SITE,
          ...(body instanceof FormData || body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

export const sections = [{ heading: 'What you will do', options: ['Run the Ambattur warehouse floor', 'Lead a team of 12'] }];

/** A valid job as staff publish it (src/domain/staffContent.ts). */
export const sampleJob = {
  image: 'company-kurinji-data-systems.svg',
  title: 'Warehouse Supervisor',
  companyName: 'Gamma Logistics',
  location: 'Chennai',
  jobType: 'Full Time',
  experience: '3-5 Years',
  salary: '₹4-6 LPA',
  startDate: '2026-03-01',
  endDate: '2026-04-15',
  mainHeading: 'Lead our warehouse floor',
  mainDescription: 'Gamma Logistics is hiring a supervisor.',
  sections,
};
