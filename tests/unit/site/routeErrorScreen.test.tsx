import '../render';

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, test, vi } from 'vitest';

import { PageBoundary } from '../../../src/app/PageBoundary';
import { theme } from '../../../src/app/theme';
import { Texts } from '../texts';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function openFailing(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MantineProvider theme={theme} env="test">
      <Texts>
        <MemoryRouter>
          <PageBoundary fallback={null}>
            <Throws error={error} />
          </PageBoundary>
        </MemoryRouter>
      </Texts>
    </MantineProvider>,
  );
}

test('a page whose script cannot be fetched reads "Loading chunk {id} failed" and offers a reload', async () => {
  openFailing(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/AboutPage-Bx1y2z3.js'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByTestId('route-error-detail').textContent).toMatch(/^Loading chunk AboutPage-Bx1y2z3 failed \(/);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /Back to the home page/ }).getAttribute('href')).toBe('/');
});

test("any other error says a plain sentence, never the code's message, without the reload button", async () => {
  openFailing(new TypeError('l is not a function'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByTestId('route-error-detail').textContent).toBe('Something went wrong while showing this page.');
  expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
});
