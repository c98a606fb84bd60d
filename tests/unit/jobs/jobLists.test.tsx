import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import FindFilteredJobsPage from '../../../src/features/jobs/FindFilteredJobsPage';
import FindJobsPage from '../../../src/features/jobs/FindJobsPage';
import { installFakeApi } from '../fakeApi';
import { nth } from '../present';
import { renderPage, setViewportWidth } from '../render';
import { WIRE_JOBS } from '../wireData';

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const rowTitles = () => rows().map((row) => within(row).getByRole('heading').textContent);

beforeEach(() => setViewportWidth(1280));

describe('/find-jobs at medium width and above', () => {
  it('lists every job with image, title, location, job type badge and a View link carrying the id', async () => {
    installFakeApi();
    renderPage(<FindJobsPage />, { url: '/find-jobs', path: '/find-jobs' });
    expect(await screen.findByText(`Showing ${WIRE_JOBS.length} of ${WIRE_JOBS.length} results`)).toBeTruthy();
    expect(document.title).toBe('Find Jobs | Sr Technologies Jobs');
    // The rows are a chunk of their own (deferredPart), drawn a moment after the filters.
    await screen.findByRole('list');

    const first = nth(rows(), 0);
    expect(within(first).getByRole('heading', { name: 'Senior Developer' })).toBeTruthy();
    expect(within(first).getByText('Chennai')).toBeTruthy();
    expect(within(first).getByText('Full Time')).toBeTruthy();
    // The logo sits beside the company's name, so it has no alternative text of its own.
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/uploads/a.png');
    // A job without a type shows the default.
    expect(within(nth(rows(), 3)).getByText('Full Time')).toBeTruthy();

    await userEvent.click(within(first).getByRole('link', { name: /View/ }));
    expect(screen.getByTestId('location').textContent).toBe('/showjobdetails?id=1 {"jobDetails":1}');
  });

  it('shows the filters as radio groups, each opening with "All <filter>"', async () => {
    installFakeApi();
    renderPage(<FindJobsPage />);
    await screen.findByText('Showing 5 of 5 results');
    const location = screen.getByRole('radiogroup', { name: 'Location' });
    const names = within(location)
      .getAllByRole('radio')
      .map((radio) => document.querySelector(`label[for="${radio.id}"]`)?.textContent);
    // Alphabetical, each with its count of jobs (" chennai " counts with "Chennai").
    expect(names).toEqual(['All Location', 'Bengaluru (1)', 'Chennai (2)', 'Coimbatore (1)', 'Madurai (1)']);
    expect(within(location).getByRole('radio', { name: 'All Location' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radiogroup', { name: 'Job Type' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Experience' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
  });

  it('filters by case- and space-insensitive equality and updates the header', async () => {
    installFakeApi();
    renderPage(<FindJobsPage />);
    await screen.findByText('Showing 5 of 5 results');
    const user = userEvent.setup();

    // "Chennai" and " chennai " are one option and match both jobs.
    await user.click(screen.getByRole('radio', { name: /^Chennai \(/ }));
    expect(await screen.findByText('Showing 2 of 5 results')).toBeTruthy();
    expect(rowTitles()).toEqual(['Senior Developer', 'Accountant']);

    // A missing experience counts as "Fresh".
    await user.click(screen.getByRole('radio', { name: /^Fresh \(/ }));
    expect(await screen.findByText('Showing 1 of 5 results')).toBeTruthy();
    expect(rowTitles()).toEqual(['Accountant']);

    await user.click(screen.getByRole('radio', { name: /^Internship \(/ }));
    expect(await screen.findByText('Showing 0 of 5 results')).toBeTruthy();
    expect(screen.getByText('No jobs match the selected filters.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'All Job Type' }));
    await user.click(screen.getByRole('radio', { name: 'All Experience' }));
    await user.click(screen.getByRole('radio', { name: 'All Location' }));
    expect(await screen.findByText('Showing 5 of 5 results')).toBeTruthy();
  });

  it('shows "Loading..." until the list arrives', async () => {
    const pending = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', pending);
    renderPage(<FindJobsPage />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0 results')).toBeTruthy();
  });

  it('keeps the list empty when the load fails (docs/PRODUCT.md §8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"down"}', { status: 503 })),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage(<FindJobsPage />);
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(screen.getByText('Showing 0 of 0 results')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('Error fetching jobs', expect.anything());
    consoleError.mockRestore();
  });

  it('writes no error when the page goes before its list arrives (the query is cancelled, not failed)', async () => {
    // A fetch that rejects as browsers do when its signal aborts.
    const pending = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', pending);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = renderPage(<FindJobsPage />);
    await waitFor(() => expect(pending).toHaveBeenCalled());
    page.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(consoleError).not.toHaveBeenCalledWith('Error fetching jobs', expect.anything());
    consoleError.mockRestore();
  });
});

describe('/find-jobs below the medium breakpoint', () => {
  it('shows the filters as dropdowns whose first option is "All <filter>"', async () => {
    setViewportWidth(375);
    installFakeApi();
    renderPage(<FindJobsPage />);
    await screen.findByText('Showing 5 of 5 results');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const user = userEvent.setup();

    // The browser's own dropdowns (PlainNativeSelect), working from the first render.
    const location = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Location' });
    expect(location.tagName).toBe('SELECT');
    expect(location.selectedOptions[0]?.textContent).toBe('All Location');
    const options = within(location).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All Location',
      'Bengaluru (1)',
      'Chennai (2)',
      'Coimbatore (1)',
      'Madurai (1)',
    ]);
    await user.selectOptions(location, 'Coimbatore');
    expect(await screen.findByText('Showing 1 of 5 results')).toBeTruthy();
    expect(rowTitles()).toEqual(['Data Entry Operator']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Location' }).value).toBe('Coimbatore');

    const jobType = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Job Type' });
    expect(within(jobType).getAllByRole('option')[0]?.textContent).toBe('All Job Type');
    await user.selectOptions(jobType, 'Internship');
    expect(screen.getByText('Showing 0 of 5 results')).toBeTruthy();

    await user.selectOptions(jobType, 'All Job Type');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'All Location');
    expect(screen.getByText('Showing 5 of 5 results')).toBeTruthy();
  });
});

describe('/find-filtered-jobs', () => {
  it('starts from the job title and location in navigation state, matching regardless of case', async () => {
    installFakeApi();
    renderPage(<FindFilteredJobsPage />, { state: { jobname: 'SENIOR developer ', location: 'chennai' } });
    expect(await screen.findByText('Showing 1 of 5 results')).toBeTruthy();
    expect(rowTitles()).toEqual(['Senior Developer']);
    expect(screen.getByRole('radio', { name: /^Chennai \(/ })).toHaveProperty('checked', true);
    expect(screen.getByText('SENIOR developer')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show all job titles' }));
    expect(screen.getByText('Showing 2 of 5 results')).toBeTruthy();
  });

  it('shows every job without navigation state', async () => {
    installFakeApi();
    renderPage(<FindFilteredJobsPage />);
    expect(await screen.findByText('Showing 5 of 5 results')).toBeTruthy();
  });

  it('fetches the list once on opening and once more for each filter change', async () => {
    const api = installFakeApi();
    renderPage(<FindFilteredJobsPage />, { state: { jobname: 'Accountant', location: 'Chennai' } });
    await screen.findByText('Showing 1 of 5 results');
    expect(api.requests('jobs')).toBe(1);
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: /^Fresh \(/ }));
    await waitFor(() => expect(api.requests('jobs')).toBe(2));
    await user.click(screen.getByRole('radio', { name: /^Full Time \(/ }));
    await waitFor(() => expect(api.requests('jobs')).toBe(3));
    await user.click(screen.getByRole('button', { name: 'Show all job titles' }));
    await waitFor(() => expect(api.requests('jobs')).toBe(4));
    expect(screen.getByText('Showing 1 of 5 results')).toBeTruthy();
  });

  it('shows a refetched list that changed on the server', async () => {
    let list = WIRE_JOBS.slice(0, 2);
    installFakeApi({ jobs: () => list });
    renderPage(<FindFilteredJobsPage />);
    await screen.findByText('Showing 2 of 2 results');
    list = WIRE_JOBS;
    await userEvent.click(screen.getByRole('radio', { name: /^Chennai \(/ }));
    expect(await screen.findByText('Showing 2 of 5 results')).toBeTruthy();
  });
});

describe('/find-jobs asks the server on a filter change', () => {
  it('fetches the first window with the new filter', async () => {
    const api = installFakeApi();
    renderPage(<FindJobsPage />);
    await screen.findByText('Showing 5 of 5 results');
    await userEvent.click(screen.getByRole('radio', { name: /^Madurai \(/ }));
    expect(await screen.findByText('Showing 1 of 5 results')).toBeTruthy();
    expect(api.requests('jobs')).toBe(2);
  });
});
