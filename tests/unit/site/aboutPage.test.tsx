import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';

import AboutPage from '../../../src/features/about/AboutPage';
import { renderPage } from '../render';

test('About Us: gallery stats, services, industries, the banner and How It Works', async () => {
  renderPage(<AboutPage />, { url: '/about-us', path: '/about-us' });
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['About Us']);
  for (const text of ['4M', 'Over 12k', '20M', 'daily active users', 'open positions', 'stories shared']) {
    expect(screen.getByText(text)).toBeTruthy();
  }
  for (const service of ['Recruitment', 'Outsourcing', 'Staffing']) {
    expect(screen.getByRole('heading', { level: 3, name: service })).toBeTruthy();
  }
  for (const point of [
    'ESI and PF registration and returns',
    'Payroll processing and payslips',
    'Labour-law compliance and audits',
  ]) {
    expect(screen.getByText(point)).toBeTruthy();
  }
  for (const industry of [
    'Banking and finance',
    'Information technology',
    'Media and advertising',
    'Manufacturing and engineering',
    'Education and training',
    'Customer support and call centres',
  ]) {
    expect(screen.getByText(industry)).toBeTruthy();
  }
  expect(screen.getByRole('heading', { level: 2, name: 'Your Dream Jobs Are Waiting' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'How It Works?' })).toBeTruthy();
  const steps = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
  expect(steps).toHaveLength(3);

  await userEvent.click(screen.getByRole('link', { name: /Search Job/ }));
  expect(screen.getByTestId('location').textContent).toBe('/find-jobs null');
});
