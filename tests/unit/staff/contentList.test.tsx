import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { staffContentPaths } from '../../../src/contract/staff';
import type { JobRecord } from '../../../src/domain/entities';
import { ContentPanel } from '../../../src/features/staff/ContentPanel';
import { listSummary } from '../../../src/features/staff/listSummary';
import { PLAIN_JOB_FIELDS } from '../../fixtures/plainJob';
import { renderPage } from '../render';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function job(id: number): JobRecord {
  return {
    ...PLAIN_JOB_FIELDS,
    id,
    title: `Role ${String(id).padStart(3, '0')}`,
    companyName: 'Gamma Logistics',
    location: 'Chennai',
    mainDescription: 'A description',
  };
}

/**
 * The staff jobs endpoints over `count` jobs, paging and searching (title only) as the server does,
 * newest first; every call is noted as "METHOD path".
 */
function fakeJobsApi(count: number) {
  const jobs = Array.from({ length: count }, (_, i) => job(i + 1));
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    const id = Number(url.pathname.split('/').at(-1));
    if (method === 'GET' && url.pathname === staffContentPaths.jobs) {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const matching = jobs.filter((j) => j.title.toLowerCase().includes(q)).reverse();
      return json(200, {
        items: matching.slice(offset, offset + limit),
        offset,
        limit,
        matches: matching.length,
        total: jobs.length,
      });
    }
    const index = jobs.findIndex((j) => j.id === id);
    if (method === 'PUT' && index >= 0) {
      jobs[index] = { ...job(id), ...(JSON.parse(String(init?.body)) as Partial<JobRecord>), headings: '[]' };
      return json(204, null);
    }
    if (method === 'DELETE' && index >= 0) {
      jobs.splice(index, 1);
      return json(204, null);
    }
    return json(404, { message: 'no such thing' });
  });
  return calls;
}

async function openJobs(count: number) {
  const calls = fakeJobsApi(count);
  renderPage(<ContentPanel resource="jobs" />, { url: '/staff' });
  const user = userEvent.setup();
  await screen.findByText('Showing 1–50 of 120 jobs'.replace('120', String(count)));
  return { calls, user };
}

const editButtons = () => screen.queryAllByRole('button', { name: /^Edit / });
const pager = () => screen.getByRole('navigation', { name: 'Pages of jobs' });

describe('the console’s list of jobs', () => {
  // happy-dom has neither: the form's autosizing text areas listen to document.fonts, and a removal asks confirm().
  beforeAll(() => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
    Object.defineProperty(window, 'confirm', { configurable: true, writable: true, value: () => true });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'fonts');
    Reflect.deleteProperty(window, 'confirm');
  });

  it('shows one page, says which, and reaches every page from the pager; the focus stays on the pager', async () => {
    const { calls, user } = await openJobs(120);
    expect(calls).toEqual([`GET ${staffContentPaths.jobs}?offset=0&limit=50`]);
    expect(editButtons()).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Edit Role 120' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Role 070' })).toBeNull();

    const next = within(pager()).getByRole('button', { name: 'Next page' });
    await user.click(next);
    await screen.findByText('Showing 51–100 of 120 jobs');
    expect(screen.getByRole('button', { name: 'Edit Role 070' })).toBeTruthy();
    expect(document.activeElement).toBe(next);

    // Next is disabled on the last page: the focus moves to the current page's button.
    await user.click(next);
    await screen.findByText('Showing 101–120 of 120 jobs');
    expect(editButtons()).toHaveLength(20);
    expect(next).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(within(pager()).getByRole('button', { name: 'Page 3' }));

    await user.click(within(pager()).getByRole('button', { name: 'Page 1' }));
    await screen.findByText('Showing 1–50 of 120 jobs');
    expect(document.activeElement).toBe(within(pager()).getByRole('button', { name: 'Page 1' }));
  });

  it('searches once typing pauses, from the first page of the matches', async () => {
    const { calls, user } = await openJobs(120);
    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 101–120 of 120 jobs');

    await user.type(screen.getByLabelText('Search title, company or location'), 'role 00');
    await screen.findByText('Showing 1–9 of 9 jobs matching “role 00” (120 in all)');
    expect(editButtons().map((b) => b.getAttribute('aria-label'))).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `Edit Role 00${n}`),
    );
    expect(calls.at(-1)).toBe(`GET ${staffContentPaths.jobs}?offset=0&limit=50&q=role+00`);
    expect(screen.queryByRole('navigation', { name: 'Pages of jobs' })).toBeNull();

    await user.clear(screen.getByLabelText('Search title, company or location'));
    await user.type(screen.getByLabelText('Search title, company or location'), 'no such role');
    await screen.findByText('No jobs match “no such role” (120 in all).');
  });

  it('edits a job from a later page and shows that page again, with the change and the focus on its Edit button', async () => {
    const { calls, user } = await openJobs(120);
    await user.click(within(pager()).getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Role 060' }));
    const form = await screen.findByRole('form', { name: 'Edit job' });
    const title = within(form).getByLabelText(/Job title/);
    await user.clear(title);
    await user.type(title, 'Night Shift Lead');
    await user.click(within(form).getByRole('button', { name: 'Save job' }));

    await screen.findByText('The job is saved.');
    const edited = await screen.findByRole('button', { name: 'Edit Night Shift Lead' });
    expect(screen.getByText('Showing 51–100 of 120 jobs')).toBeTruthy();
    expect(calls).toContain(`PUT ${staffContentPaths.jobs}/60`);
    expect(calls.filter((c) => c === `GET ${staffContentPaths.jobs}?offset=50&limit=50`).length).toBeGreaterThan(1);
    await vi.waitFor(() => expect(document.activeElement).toBe(edited));
  });

  it('removes the last job of the last page and shows the page before, the focus on the list’s heading', async () => {
    const { calls, user } = await openJobs(101);
    await user.click(within(pager()).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 101 of 101 jobs');
    await user.click(screen.getByRole('button', { name: 'Remove Role 001' }));

    await screen.findByText('The job was removed from the site.');
    await screen.findByText('Showing 51–100 of 100 jobs');
    expect(calls).toContain(`DELETE ${staffContentPaths.jobs}/1`);
    expect(screen.queryByRole('navigation', { name: 'Pages of jobs' })).toBeTruthy();
    expect(within(pager()).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Jobs' })));
  });
});

describe('the list’s count', () => {
  const nouns = { one: 'job', many: 'Jobs' };
  it('says which items are shown, of how many matches and how many in all', () => {
    expect(listSummary({ offset: 0, shown: 50, matches: 5000, total: 5000 }, nouns, '')).toBe('Showing 1–50 of 5,000 jobs');
    expect(listSummary({ offset: 4950, shown: 50, matches: 5000, total: 5000 }, nouns, '')).toBe(
      'Showing 4,951–5,000 of 5,000 jobs',
    );
    expect(listSummary({ offset: 0, shown: 1, matches: 1, total: 5000 }, nouns, 'weld')).toBe(
      'Showing 1 of 1 job matching “weld” (5,000 in all)',
    );
    expect(listSummary({ offset: 0, shown: 0, matches: 0, total: 5000 }, nouns, 'weld')).toBe(
      'No jobs match “weld” (5,000 in all).',
    );
    expect(listSummary({ offset: 0, shown: 0, matches: 0, total: 0 }, nouns, '')).toBe('No jobs yet.');
  });
});
