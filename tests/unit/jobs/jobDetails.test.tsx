import { focusManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { detailQuery } from '../../../src/api/queries';
import { loadDeferredParts } from '../../../src/components/deferredPart';
import { chennaiDate } from '../../../src/domain/applicationDates';
import { ApplicationProvider } from '../../../src/features/apply/ApplicationProvider';
import JobDetailsPage from '../../../src/features/jobs/JobDetailsPage';
import { installFakeApi } from '../fakeApi';
import { nth } from '../present';
import { renderPage, setViewportWidth } from '../render';
import { WIRE_JOBS, wireJob } from '../wireData';

// The pages' deferred parts (a detail page's not-found message) are here before they render, as on the
// server and when a page hydrates: a part whose code is still coming waits in a render `act` does not await.
beforeAll(() => loadDeferredParts());

/** The job page inside the application form's provider, as src/app/router.tsx mounts it. */
const openDetails = (options: { url?: string; state?: unknown } = {}) =>
  renderPage(
    <ApplicationProvider>
      <JobDetailsPage />
    </ApplicationProvider>,
    { path: '/showjobdetails', url: '/showjobdetails', ...options },
  );

beforeEach(() => setViewportWidth(1280));

describe('/showjobdetails: which job', () => {
  it('takes the id from navigation state (jobDetails)', async () => {
    installFakeApi();
    openDetails({ state: { jobDetails: 2 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountant' })).toBeTruthy();
  });

  it('takes the id from ?id= when there is no state (a reload or a shared link)', async () => {
    installFakeApi();
    openDetails({ url: '/showjobdetails?id=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Entry Operator' })).toBeTruthy();
    expect(document.title).toBe('Data Entry Operator | Sr Technologies Jobs');
  });

  it('says the job was not found, with a way back to the list, when there is no id', async () => {
    const api = installFakeApi();
    openDetails();
    // The not-found message is a part of its own (DetailPage.tsx): it comes a moment after the page.
    expect(await screen.findByText('Job not found')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Find Jobs' }));
    expect(screen.getByTestId('location').textContent).toContain('/find-jobs');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('says the job was not found for an id the server does not know', async () => {
    installFakeApi({ job: () => 404 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openDetails({ url: '/showjobdetails?id=999' });
    expect(await screen.findByText('Job not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Find Jobs' }).getAttribute('href')).toBe('/find-jobs');
  });

  it('offers to try again when the job could not be loaded', async () => {
    let fail = true;
    installFakeApi({ job: (id) => (fail ? 503 : wireJob(id)) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openDetails({ url: '/showjobdetails?id=1' });
    expect(await screen.findByText('This job could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Developer' })).toBeTruthy();
  });

  it('shows "Loading..." while the job is not ready', () => {
    installFakeApi({ job: () => 'pending' });
    openDetails({ url: '/showjobdetails?id=1' });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});

describe('/showjobdetails: content', () => {
  it('shows the header, body, sections and the Job Overview card', async () => {
    installFakeApi();
    openDetails({ url: '/showjobdetails?id=1' });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Senior Developer' })).closest(
      'div.mantine-Paper-root',
    ) as HTMLElement;
    expect(within(header).getByText('Full Time')).toBeTruthy();
    expect(within(header).getByText('Chennai')).toBeTruthy();
    expect(within(header).getByText('Acme')).toBeTruthy();
    expect(within(header).getByText('10 January 2025')).toBeTruthy();
    expect(within(header).getByText('28 February 2025')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Apply Now' })).toBeTruthy();

    expect(screen.getByRole('heading', { level: 2, name: 'About the Senior Developer role' })).toBeTruthy();
    expect(screen.getByText('You will build things that matter.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Responsibilities' })).toBeTruthy();
    expect(screen.getByText('Review code')).toBeTruthy();

    const overview = screen.getByRole('complementary', { name: 'Job Overview' });
    expect(within(overview).getByText('₹6,00,000 - ₹9,00,000 per annum')).toBeTruthy();
    expect(within(overview).getByText('2-4 years')).toBeTruthy();
    expect(within(overview).getByText('Date Posted')).toBeTruthy();
  });

  it('shows the page without sections when the headings JSON is broken', async () => {
    installFakeApi({ job: (id) => wireJob(id, { headings: '[{"heading": "Responsibilities", "options": [' }) });
    openDetails({ url: '/showjobdetails?id=1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'About the Senior Developer role' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Responsibilities' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Job Overview' })).toBeTruthy();
  });

  it('writes a JobPosting JSON-LD script that data cannot break out of', async () => {
    installFakeApi({ job: (id) => wireJob(id, { maindescription: 'Ends early? </script><b>no</b>' }) });
    openDetails({ url: '/showjobdetails?id=1' });
    await screen.findByRole('heading', { level: 1, name: 'Senior Developer' });
    const scripts = document.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(nth(scripts, 0).textContent).not.toContain('</script>');
    const posting = JSON.parse(nth(scripts, 0).textContent ?? '') as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Developer',
      datePosted: '2025-01-10',
      validThrough: '2025-02-28',
    });
    expect(posting.description).toContain('</script><b>no</b>');
    expect(document.querySelector('b')).toBeNull();
  });

  it('lists every job as a related job, each with its own Apply Now opening the form for that job', async () => {
    installFakeApi();
    openDetails({ url: '/showjobdetails?id=1' });
    const related = (await screen.findByRole('heading', { name: 'Related Jobs' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(related).getAllByRole('listitem')).toHaveLength(WIRE_JOBS.length));
    const card = nth(within(related).getAllByRole('listitem'), 2);
    expect(within(card).getByText('Typewise')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Data Entry Operator' })).toBeTruthy();
    expect(within(card).getByText('Contract')).toBeTruthy();
    expect(within(card).getByText('Coimbatore')).toBeTruthy();
    expect(within(card).getByText('Not disclosed')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Apply Now for Data Entry Operator' }));
    expect(await screen.findByRole('dialog', { name: 'Apply for Data Entry Operator' })).toBeTruthy();
  });

  it('opens the form for the job itself from the header', async () => {
    installFakeApi();
    openDetails({ url: '/showjobdetails?id=1' });
    await screen.findByRole('heading', { level: 1, name: 'Senior Developer' });
    await userEvent.click(nth(screen.getAllByRole('button', { name: 'Apply Now' }), 0));
    expect(await screen.findByRole('dialog', { name: 'Apply for Senior Developer' })).toBeTruthy();
  });
  it('says applications closed beside Apply Now once the end date has passed, and Apply Now still opens the form', async () => {
    installFakeApi({ job: (id) => wireJob(id, { application_enddate: '2025-02-28' }) });
    openDetails({ url: '/showjobdetails?id=1' });
    const note = await screen.findByText('Applications closed on 28 February 2025');
    const apply = nth(screen.getAllByRole('button', { name: 'Apply Now' }), 0);
    expect(apply.getAttribute('aria-describedby')).toBe(note.id);
    await userEvent.click(apply);
    expect(await screen.findByRole('dialog', { name: 'Apply for Senior Developer' })).toBeTruthy();
  });

  it('says nothing of closing while the end date is today or later, or not a date', async () => {
    const today = chennaiDate(Date.now());
    for (const [id, end] of [
      [1, today],
      [2, '2999-12-31'],
      [3, 'Until filled'],
    ] as const) {
      installFakeApi({ job: (asked) => wireJob(asked, { application_enddate: end }) });
      const { unmount } = openDetails({ url: `/showjobdetails?id=${id}` });
      await screen.findByRole('button', { name: 'Share' });
      expect(screen.queryByText(/Applications closed/), end).toBeNull();
      unmount();
    }
  });
});

/** Hands the page's QueryClient to the test. */
function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

describe('/showjobdetails: fetched again', () => {
  afterEach(() => focusManager.setFocused(undefined));

  it('is not drawn again when the job is fetched again with nothing changed (as when the service worker first takes control)', async () => {
    installFakeApi();
    const commits = vi.fn();
    let client: QueryClient | undefined;
    renderPage(
      <ApplicationProvider>
        <ClientProbe onClient={(found) => (client = found)} />
        <Profiler id="job-page" onRender={commits}>
          <JobDetailsPage />
        </Profiler>
      </ApplicationProvider>,
      { path: '/showjobdetails', url: '/showjobdetails?id=1' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Senior Developer' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Apply Now for / }).length).toBeGreaterThan(0));
    const job = () => client?.getQueryState(detailQuery('jobs', 1).queryKey)?.dataUpdateCount ?? 0;
    await waitFor(() => expect(client?.isFetching()).toBe(0));
    const answersBefore = job();
    const commitsBefore = commits.mock.calls.length;
    // Every query on screen is fetched again, as refreshOnScreen does (features/offline/DataRefresh.tsx),
    // and the answers are the same.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(job()).toBeGreaterThan(answersBefore));
    await waitFor(() => expect(client?.isFetching()).toBe(0));
    // A turn of the event loop inside act: the query's news reaches the components, and React draws what it would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(commits.mock.calls.length).toBe(commitsBefore);
  });
});
