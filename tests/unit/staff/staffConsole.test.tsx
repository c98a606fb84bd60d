import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { staffPaths } from '../../../src/contract/staff';
import StaffConsole from '../../../src/features/staff/StaffConsole';
import { renderPage } from '../render';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A staff API that knows one password and serves an empty inbox. */
function fakeStaffApi() {
  const calls: string[] = [];
  let loggedIn = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (path === staffPaths.session && method === 'POST') {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      loggedIn = password === 'the right password';
      return loggedIn
        ? json(200, { email: 'meera@srtech.example' })
        : json(401, { message: 'The email or password is not right.' });
    }
    if (!loggedIn) return json(401, { message: 'Please log in to the staff console.' });
    if (path === staffPaths.session && method === 'DELETE') {
      loggedIn = false;
      return new Response(null, { status: 204 });
    }
    if (path.startsWith(staffPaths.counts)) {
      // Two applications arrived after the newest the console knew of (id 5) when it opened.
      const arrived = path.includes('applicationsAfter=5') ? 2 : 0;
      return json(200, {
        applications: 3,
        enquiries: 1,
        newest: { applications: 5, enquiries: 1 },
        arrived: { applications: arrived, enquiries: 0 },
      });
    }
    if (path === staffPaths.applicationJobs) {
      return json(200, [
        { jobId: '10', jobTitle: 'Senior Welder', removed: false, applications: 2 },
        { jobId: '4', jobTitle: 'Night Guard', removed: true, applications: 1 },
      ]);
    }
    if (path.startsWith(staffPaths.applications)) return json(200, { items: [], total: 0, page: 1, pageSize: 25 });
    return json(404, { message: 'no such thing' });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Opens the console on the fake API and fills in the log-in form with `password`. */
async function openAndLogIn(password: string) {
  const calls = fakeStaffApi();
  renderPage(<StaffConsole />, { url: '/staff' });
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Staff log-in' });
  await user.type(screen.getByLabelText(/Email/), 'meera@srtech.example');
  await user.type(document.querySelector('input[type="password"]') as HTMLInputElement, password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { calls, user };
}

describe('the staff console', () => {
  it('asks to log in, says what was wrong, then shows the inbox with the count of new items; Log out returns to the log-in', async () => {
    const { calls, user } = await openAndLogIn('a wrong password');
    expect(await screen.findByText('The email or password is not right.')).toBeTruthy();

    const password = document.querySelector('input[type="password"]') as HTMLInputElement;
    await user.clear(password);
    await user.type(password, 'the right password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('4 new')).toBeTruthy();
    // The tab's title counts what arrived since the lists last showed the inbox (nothing is listed here).
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
    expect(await screen.findByText('0 applications found')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Staff log-in' });
    expect(calls).toContain(`DELETE ${staffPaths.session}`);
    expect(screen.queryByText('4 new')).toBeNull();
  });

  it('filters applications by a job picked by its title', async () => {
    const { calls, user } = await openAndLogIn('the right password');

    const jobFilter = await screen.findByRole('combobox', { name: 'Job' });
    await screen.findByRole('option', { name: 'Senior Welder (job 10), 2 applications' });
    // A removed job's title is its applicants' copy: the list says so.
    await screen.findByRole('option', { name: 'Night Guard (job 4, removed), 1 application' });
    await user.selectOptions(jobFilter, '10');
    await vi.waitFor(() => expect(calls).toContain(`GET ${staffPaths.applications}?job=10`));
  });

  it('offline, says it needs the network and asks the API nothing', async () => {
    const calls = fakeStaffApi();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage(<StaffConsole />, { url: '/staff' });
    expect(await screen.findByText(/needs a network connection/)).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('GET'))).toEqual([]);
  });
});

describe('the staff console while it loads', () => {
  it('tells assistive technology it is loading: the session, then the inbox', async () => {
    let release: () => void = () => undefined;
    const sessionAnswered = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === staffPaths.session) {
        await sessionAnswered;
        return json(200, { email: 'meera@srtech.example' });
      }
      if (path.startsWith(staffPaths.counts))
        return json(200, {
          applications: 0,
          enquiries: 0,
          newest: { applications: 0, enquiries: 0 },
          arrived: { applications: 0, enquiries: 0 },
        });
      return new Promise<Response>(() => undefined); // the inbox never answers
    });
    renderPage(<StaffConsole />, { url: '/staff' });

    expect(await screen.findByRole('status', { name: 'Loading the staff console' })).toBeTruthy();
    release();
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
