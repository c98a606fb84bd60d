import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';

import { loadDeferredParts } from '../../../src/components/deferredPart';
import CompanyDetailsPage from '../../../src/features/companies/CompanyDetailsPage';
import CompanyListPage from '../../../src/features/companies/CompanyListPage';
import { installFakeApi } from '../fakeApi';
import { present } from '../present';
import { renderPage } from '../render';

// The pages' deferred parts (a detail page's not-found message) are here before they render, as on the
// server and when a page hydrates: a part whose code is still coming waits in a render `act` does not await.
beforeAll(() => loadDeferredParts());

const cardNames = () => screen.getAllByTestId('company-card').map((card) => within(card).getByRole('heading').textContent);

describe('company list', () => {
  test('lists the companies newest first, each with Featured and a View Details link carrying the id', async () => {
    installFakeApi();
    renderPage(<CompanyListPage />, { url: '/employers-list', path: '/employers-list' });
    await waitFor(() => expect(screen.getAllByTestId('company-card')).toHaveLength(4));
    expect(cardNames()).toEqual(['Bayline Technologies', 'Noyyal Pumps', 'Kurinji Data Systems', 'Marudham Finserv']);
    const first = present(screen.getAllByTestId('company-card')[0], 'company card');
    expect(within(first).getByText('Featured')).toBeTruthy();
    const view = within(first).getByRole('link', { name: /View Details/ });
    expect(view.getAttribute('href')).toBe('/showcompanydetails?id=4');
    await userEvent.click(view);
    expect(screen.getByTestId('location').textContent).toBe('/showcompanydetails?id=4 {"jobDetails":4}');
  });

  test('Search filters by name or location, case-insensitively; no match shows the spec text', async () => {
    installFakeApi();
    const user = userEvent.setup();
    renderPage(<CompanyListPage />, { url: '/employers-list', path: '/employers-list' });
    await waitFor(() => expect(screen.getAllByTestId('company-card')).toHaveLength(4));
    const box = screen.getByPlaceholderText('Search Company Here...');

    await user.type(box, 'CHENNAI');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(cardNames()).toEqual(['Bayline Technologies', 'Marudham Finserv']);

    await user.clear(box);
    await user.type(box, 'data{Enter}');
    expect(cardNames()).toEqual(['Kurinji Data Systems']);

    await user.clear(box);
    await user.type(box, 'Mumbai{Enter}');
    expect(screen.getByText('No companies found matching your search.')).toBeTruthy();
    expect(screen.queryAllByTestId('company-card')).toHaveLength(0);

    await user.clear(box);
    expect(screen.getAllByTestId('company-card')).toHaveLength(4);
  });
});

describe('company detail', () => {
  test('reads the id from navigation state and shows the company with its side card', async () => {
    installFakeApi();
    renderPage(<CompanyDetailsPage />, { url: '/showcompanydetails', state: { jobDetails: 2 }, path: '/showcompanydetails' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurinji Data Systems' })).toBeTruthy();
    expect(screen.getByText('3 January 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Why Kurinji Data Systems' })).toBeTruthy();
    expect(screen.getByText('A growing employer in Tamil Nadu.')).toBeTruthy();
    expect(screen.getByText('MSME loans')).toBeTruthy();
    const side = screen.getByRole('complementary', { name: 'Company Overview' });
    expect(within(side).getByText('200-500')).toBeTruthy();
    expect(within(side).getByText('₹85 Cr')).toBeTruthy();
    expect(within(side).getByText('Bengaluru')).toBeTruthy();
    expect(within(side).getByText('Industry')).toBeTruthy();
  });

  test('reads the id from ?id= when there is no state (a reload or a shared link)', async () => {
    installFakeApi();
    renderPage(<CompanyDetailsPage />, { url: '/showcompanydetails?id=3', path: '/showcompanydetails' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Noyyal Pumps' })).toBeTruthy();
  });

  test('no id, or an unknown one, shows "not found" with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi();
    const first = renderPage(<CompanyDetailsPage />, { url: '/showcompanydetails', path: '/showcompanydetails' });
    expect(await screen.findByText('Company not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Employers' }).getAttribute('href')).toBe('/employers-list');
    first.unmount();

    renderPage(<CompanyDetailsPage />, { url: '/showcompanydetails?id=99', path: '/showcompanydetails' });
    expect(await screen.findByText('Company not found')).toBeTruthy();
  });
});
