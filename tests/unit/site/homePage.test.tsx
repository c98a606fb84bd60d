import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

import type { JobListItemDto } from '../../../src/contract/wire';
import HomePage from '../../../src/features/home/HomePage';
import { type Answers, installFakeApi } from '../fakeApi';
import { present } from '../present';
import { renderPage } from '../render';
import { WIRE_ARTICLES } from '../wireData';

/** Twelve jobs (more than the ten featured), with the data's untidiness (case, spaces) in titles and locations. */
const TWELVE_JOBS: JobListItemDto[] = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1;
  const locations = ['Chennai', ' chennai ', 'Coimbatore', 'Madurai'];
  const titles = ['Accountant', 'accountant ', 'Welder', 'Nurse'];
  return {
    id: n,
    image: `job-${n}.svg`,
    jobname: n <= 4 ? (titles[i] ?? 'Accountant') : `Job number ${n}`,
    companyname: `Company ${n}`,
    location: locations[i % 4] ?? 'Chennai',
    jobtype: n % 3 === 0 ? null : 'Full Time',
    experience: '1-3',
    salary: `₹${n},00,000`,
  };
});

/** The home page, its API answering with the twelve jobs unless told otherwise. */
function openHome(answers: Partial<Answers> = {}) {
  installFakeApi({ jobs: () => TWELVE_JOBS, ...answers });
  return renderPage(<HomePage />, { url: '/', path: '/' });
}

describe('home page', () => {
  test('features the last ten jobs, last first, each with an Apply Now to /find-jobs', async () => {
    openHome();
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(10));
    const rows = screen.getAllByTestId('job-card');
    const titles = rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual([12, 11, 10, 9, 8, 7, 6, 5].map((n) => `Job number ${n}`).concat(['Nurse', 'Welder']));
    for (const row of rows) {
      expect(
        within(row)
          .getByRole('link', { name: /Apply Now/ })
          .getAttribute('href'),
      ).toBe('/find-jobs');
    }
    // A job without a type shows the default (docs/PRODUCT.md §3).
    expect(within(present(rows[0], 'row')).getByText('Full Time')).toBeTruthy();
    expect(within(present(rows[1], 'row')).getByText('Full Time')).toBeTruthy();
  });

  test('shows the fixed figures and the nine categories, which are not links', async () => {
    openHome();
    for (const text of [
      '93,178 postings',
      '2025 jobs live with 293 added today.',
      'The hiring partner of 300k+ employers',
      '2M',
      'daily active users',
      'Over 3000',
      'Over 5 million',
      '15.8 million',
      '1 million',
      '50,000',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const cards = screen.getAllByTestId('category-card');
    expect(cards).toHaveLength(9);
    for (const card of cards) expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.startsWith('/logos/'))).toHaveLength(7);
  });

  test('recent articles: the last three, each Read More carrying the id in state and query', async () => {
    openHome();
    await waitFor(() => expect(screen.getAllByTestId('article-card')).toHaveLength(3));
    const titles = screen.getAllByTestId('article-card').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(WIRE_ARTICLES.slice(-3).map((a) => a.jobname));
    const readMore = screen.getAllByRole('link', { name: /Read More/ });
    expect(readMore.map((link) => link.getAttribute('href'))).toEqual([
      '/showblogdetails?id=2',
      '/showblogdetails?id=3',
      '/showblogdetails?id=4',
    ]);
    expect(screen.getByRole('link', { name: 'View All articles' }).getAttribute('href')).toBe('/blogs-list');
    await userEvent.click(present(readMore[0], 'Read More link'));
    expect(screen.getByTestId('location').textContent).toBe('/showblogdetails?id=2 {"jobDetails":2}');
  });

  test('"No articles found." when there are none, and when they fail to load (with the console message)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = openHome({ articles: () => [] });
    expect(await screen.findByText('No articles found.')).toBeTruthy();
    first.unmount();

    openHome({ articles: () => 500 });
    expect(await screen.findByText('No articles found.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Error fetching articles', expect.anything());
  });

  test('failed jobs leave the featured list empty and log "Error fetching jobs"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openHome({ jobs: () => 503 });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching jobs', expect.anything()));
    expect(screen.queryAllByTestId('job-card')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'View All jobs' }).getAttribute('href')).toBe('/find-jobs');
  });
});

describe('banner search', () => {
  test('offers each title and location once, and Find Jobs stays disabled until both are chosen', async () => {
    const user = userEvent.setup();
    openHome();
    await waitFor(() => expect(screen.getAllByTestId('job-card')).toHaveLength(10));
    const findJobs = screen.getByRole('button', { name: /Find Jobs/ });
    expect((findJobs as HTMLButtonElement).disabled).toBe(true);

    // The first click draws Mantine's Select in the stand-in's place (LazySelect), open.
    await user.click(screen.getByRole('combobox', { name: 'Job title' }));
    const titleOptions = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(titleOptions.filter((t) => t?.toLowerCase().trim() === 'accountant')).toEqual(['Accountant']);
    await user.click(screen.getByRole('option', { name: 'Accountant' }));
    expect((findJobs as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await screen.findByRole('option', { name: 'Chennai' });
    const locationOptions = screen.getAllByRole('option').map((o) => o.textContent);
    expect(locationOptions).toEqual(['Chennai', 'Coimbatore', 'Madurai']);
    await user.click(screen.getByRole('option', { name: 'Chennai' }));
    expect((findJobs as HTMLButtonElement).disabled).toBe(false);

    await user.click(findJobs);
    expect(screen.getByTestId('location').textContent).toBe('/find-filtered-jobs {"jobname":"Accountant","location":"Chennai"}');
  });
});
