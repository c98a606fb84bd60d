import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { JobListItemDto } from '../../../src/contract/wire';
import { ApplicationProvider } from '../../../src/features/apply/ApplicationProvider';
import ArticleListPage from '../../../src/features/articles/ArticleListPage';
import CompanyListPage from '../../../src/features/companies/CompanyListPage';
import FindFilteredJobsPage from '../../../src/features/jobs/FindFilteredJobsPage';
import FindJobsPage from '../../../src/features/jobs/FindJobsPage';
import JobDetailsPage from '../../../src/features/jobs/JobDetailsPage';
import { type Answer, installFakeApi } from '../fakeApi';
import { renderPage, setViewportWidth } from '../render';
import { WIRE_ARTICLES } from '../wireData';

/** `count` jobs: every third in Madurai, the rest in Chennai; titles "Job 1" ... in list order. */
const manyJobs = (count: number): JobListItemDto[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    image: 'a.png',
    jobname: `Job ${i + 1}`,
    companyname: 'Acme',
    location: i % 3 === 2 ? 'Madurai' : 'Chennai',
    jobtype: 'Full Time',
    experience: '2-4',
    salary: '',
  }));

const JOBS = manyJobs(45);
const jobDetail = (id: number) => ({ ...JOBS[id - 1], mainheading: '', maindescription: '', headings: '[]' });

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');
const titleOf = (row: HTMLElement) => within(row).getByRole('heading').textContent;

beforeEach(() => setViewportWidth(1280));

describe('Show more', () => {
  it('shows the first window, appends the next on Show more and moves the focus to the first new row', async () => {
    const api = installFakeApi({ jobs: () => JOBS });
    renderPage(<FindJobsPage />);
    expect(await screen.findByText('Showing 45 of 45 results')).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(rowsOf(list)).toHaveLength(20);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Show more jobs (25 more)' }));
    await waitFor(() => expect(rowsOf(list)).toHaveLength(40));
    const firstNew = rowsOf(list)[20];
    expect(firstNew && titleOf(firstNew)).toBe('Job 21');
    await waitFor(() => expect(document.activeElement).toBe(firstNew));
    // The header keeps its meaning: the matching jobs of all jobs, not the rows shown.
    expect(screen.getByText('Showing 45 of 45 results')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show more jobs (5 more)' }));
    await waitFor(() => expect(rowsOf(list)).toHaveLength(45));
    await waitFor(() => expect(document.activeElement).toBe(rowsOf(list)[40]));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(api.windows('jobs').map((params) => params.get('offset'))).toEqual(['0', '20', '40']);
  });

  it('a filter change asks for the first window with the filter, and N counts the matching jobs', async () => {
    const api = installFakeApi({ jobs: () => JOBS });
    renderPage(<FindJobsPage />);
    await screen.findByText('Showing 45 of 45 results');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Madurai \(/ }));

    expect(await screen.findByText('Showing 15 of 45 results')).toBeTruthy();
    const asked = api.windows('jobs').at(-1);
    expect(asked?.get('offset')).toBe('0');
    expect(asked?.get('location')).toBe('Madurai');
    expect(rowsOf(screen.getByRole('list')).map(titleOf)).toEqual(JOBS.filter((_, i) => i % 3 === 2).map((j) => j.jobname));
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('a filter change shows the choice at once and keeps the rows in place, marked busy, until the new window comes', async () => {
    let answer: Answer = JOBS;
    installFakeApi({ jobs: () => answer });
    renderPage(<FindJobsPage />);
    await screen.findByText('Showing 45 of 45 results');
    const list = await screen.findByRole('list');
    answer = 'pending';
    const user = userEvent.setup();
    const madurai = await screen.findByRole('radio', { name: /^Madurai \(/ });
    await user.click(madurai);

    await waitFor(() => expect(list.closest('[aria-busy="true"]')).not.toBeNull());
    expect((madurai as HTMLInputElement).checked).toBe(true);
    expect(rowsOf(list)).toHaveLength(20);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText('Showing 45 of 45 results')).toBeTruthy();
  });

  it("/find-filtered-jobs asks for the banner's filter from the first window", async () => {
    const api = installFakeApi({ jobs: () => JOBS });
    renderPage(<FindFilteredJobsPage />, { state: { jobname: 'job 3', location: 'madurai' } });
    expect(await screen.findByText('Showing 1 of 45 results')).toBeTruthy();
    const asked = api.windows('jobs').at(-1);
    expect([asked?.get('offset'), asked?.get('title'), asked?.get('location')]).toEqual(['0', 'job 3', 'madurai']);
  });

  it('takes the filter options from the job options, not from the rows shown', async () => {
    const api = installFakeApi({ jobs: () => JOBS });
    renderPage(<FindJobsPage />);
    const location = await screen.findByRole('radiogroup', { name: 'Location' });
    await waitFor(() => expect(within(location).getAllByRole('radio')).toHaveLength(3));
    expect(api.optionRequests()).toBe(1);
  });

  it('the article list shows a window and reaches every article', async () => {
    const articles = Array.from({ length: 23 }, (_, i) => ({ ...WIRE_ARTICLES[0], id: i + 1, jobname: `Article ${i + 1}` }));
    installFakeApi({ articles: () => articles });
    renderPage(<ArticleListPage />);
    expect(await screen.findByRole('heading', { name: 'Article 20' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Article 21' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more articles (3 more)' }));
    expect(await screen.findByRole('heading', { name: 'Article 23' })).toBeTruthy();
  });
});

describe('the company list', () => {
  const companies = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    image: 'c.svg',
    jobname: `Company ${i + 1}`,
    location: i === 2 ? 'Madurai' : 'Chennai',
  }));
  const names = () => screen.getAllByTestId('company-card').map((card) => within(card).getByRole('heading').textContent);

  it('shows the newest 20 and Show more for the rest; a search shows its matches from the whole list', async () => {
    const api = installFakeApi({ companies: () => companies });
    renderPage(<CompanyListPage />);
    await screen.findByText('Company 25');
    expect(names()).toEqual(
      companies
        .slice(5)
        .reverse()
        .map((c) => c.jobname),
    );
    expect(api.windows('companies')[0]?.get('order')).toBe('newest');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more companies (5 more)' }));
    await screen.findByText('Company 1');
    expect(names()).toHaveLength(25);

    // The API searches no companies: the search reads the whole list (a third request) and matches in it.
    await user.type(screen.getByRole('searchbox', { name: 'Company name or location' }), 'madurai');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 company matches “madurai”')).toBeTruthy();
    expect(names()).toEqual(['Company 3']);
    expect(api.requests('companies')).toBe(3);
  });
});

describe('Related Jobs', () => {
  it('reaches every job through Show more', async () => {
    installFakeApi({ jobs: () => JOBS, job: (id) => jobDetail(id) });
    renderPage(
      <ApplicationProvider>
        <JobDetailsPage />
      </ApplicationProvider>,
      { path: '/showjobdetails', url: '/showjobdetails?id=1' },
    );
    const related = (await screen.findByRole('heading', { name: 'Related Jobs' })).closest('section') as HTMLElement;
    const list = within(related).getByRole('list');
    expect(rowsOf(list)).toHaveLength(12);
    const user = userEvent.setup();
    await user.click(within(related).getByRole('button', { name: 'Show more jobs (33 more)' }));
    await waitFor(() => expect(rowsOf(list)).toHaveLength(24));
    await waitFor(() => expect(document.activeElement).toBe(rowsOf(list)[12]));
    for (const shown of [36, 45]) {
      await user.click(within(related).getByRole('button', { name: /^Show more jobs/ }));
      await waitFor(() => expect(rowsOf(list)).toHaveLength(shown));
    }
    expect(within(related).queryByRole('button', { name: /^Show more jobs/ })).toBeNull();
    const titles = rowsOf(list).map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(JOBS.map((job) => job.jobname));
  });
});
