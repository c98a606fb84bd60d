import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach } from 'vitest';
import { theme } from '../../../src/app/theme';

afterEach(cleanup);

// findBy*/waitFor wait for a state, never assert on time: give them room on a busy shared machine.
configure({ asyncUtilTimeout: 5000 });

/** Shows where a link led: path, query and navigation state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  );
}

interface Options {
  /** The URL the page is opened at, e.g. "/showjobdetails?id=3". */
  url?: string;
  /** The navigation state it is opened with. */
  state?: unknown;
  /** The route pattern the element is mounted on; every other path shows LocationProbe. */
  path?: string;
}

/** Renders a page as the app does: Mantine (with notifications), TanStack Query and a router. */
export function renderWithProviders(element: ReactElement, { url = '/', state, path = '*' }: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  const [pathname = '/', search = ''] = url.split('?');
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
          <Routes>
            <Route path={path} element={element} />
            {path !== '*' && <Route path="*" element={<LocationProbe />} />}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}

/** Sets the window's width (happy-dom evaluates media queries against it). */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
}
