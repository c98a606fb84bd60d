import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import FindFilteredJobsPage from '../../../src/features/jobs/FindFilteredJobsPage';
import FindJobsPage from '../../../src/features/jobs/FindJobsPage';
import { installFakeApi } from '../fakeApi';
import { LocationProbe, renderPage, setViewportWidth } from '../render';

beforeEach(() => setViewportWidth(1280));

const address = () => screen.getByTestId('location').textContent ?? '';

describe('the job filters in the address', () => {
  it('opens a shared address with its filters set', async () => {
    installFakeApi();
    renderPage(<FindJobsPage />, { url: '/find-jobs?location=madurai' });
    expect(await screen.findByText('Showing 1 of 5 results')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /^Madurai \(/ })).toHaveProperty('checked', true);
  });

  it('writes a filter change into the address, beside what else it holds', async () => {
    installFakeApi();
    renderPage(
      <>
        <FindJobsPage />
        <LocationProbe />
      </>,
      { url: '/find-jobs?ref=mail' },
    );
    await screen.findByText('Showing 5 of 5 results');
    await userEvent.click(await screen.findByRole('radio', { name: /^Chennai \(/ }));
    await waitFor(() => expect(address()).toBe('/find-jobs?ref=mail&location=Chennai null'));
    await userEvent.click(screen.getByRole('radio', { name: 'All Location' }));
    await waitFor(() => expect(address()).toBe('/find-jobs?ref=mail null'));
  });

  it('says when a combination finds nothing, and Clear filters shows every job again', async () => {
    installFakeApi();
    renderPage(<FindJobsPage />, { url: '/find-jobs?location=Madurai&type=Contract' });
    expect(await screen.findByText('Showing 0 of 5 results')).toBeTruthy();
    expect(await screen.findByText('No jobs match the selected filters.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 5 of 5 results')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All Location' })).toHaveProperty('checked', true);
  });

  it('writes the home banner’s filter into the address, so a reload or a shared link keeps it', async () => {
    installFakeApi();
    renderPage(
      <>
        <FindFilteredJobsPage />
        <LocationProbe />
      </>,
      { url: '/find-filtered-jobs', state: { jobname: 'Accountant', location: 'Chennai' } },
    );
    expect(await screen.findByText('Showing 1 of 5 results')).toBeTruthy();
    await waitFor(() => expect(address()).toBe('/find-filtered-jobs?location=Chennai&title=Accountant null'));
    expect(screen.getByText('Showing 1 of 5 results')).toBeTruthy();
  });
});
