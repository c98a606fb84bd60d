import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';

import { pages } from '../../src/app/pages';
import { AppRoutes, preloadPages } from '../../src/app/router';
import { theme } from '../../src/app/theme';
import { PageTitleContext } from '../../src/components/useDocumentTitle';
import { Texts } from './texts';

// The machine is shared and slow at times: give data and lazily loaded pages time to arrive
// (this waits for a state; it asserts nothing about time).
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  setViewportWidth(1024);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Where a link or a navigation led: path, query and navigation state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  );
}

const testClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });

/** Mantine in test mode: no transitions, no portals (what a user sees is in the container). */
function Providers({ children, client }: { children: ReactElement; client: QueryClient }) {
  return (
    <MantineProvider theme={theme} env="test">
      <Texts>
        <Notifications />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </Texts>
    </MantineProvider>
  );
}

interface PageOptions {
  /** The URL the page is opened at; it may carry a query, e.g. "/showjobdetails?id=3". */
  url?: string;
  /** The navigation state it is opened with. */
  state?: unknown;
  /** The route pattern the element is mounted on; every other path shows LocationProbe. */
  path?: string;
}

/**
 * One page (or any element) on its own route, with the app's providers: Mantine (with
 * notifications), TanStack Query and a router. Every other path renders LocationProbe, so a test
 * can see where a link went. A page mounted on its own path gets its title from the page table,
 * as the app's router gives it.
 */
export function renderPage(element: ReactElement, { url = '/', state, path = '*' }: PageOptions = {}) {
  const [pathname = '/', search = ''] = url.split('?');
  const title = pages.find((page) => page.paths.includes(path))?.title ?? null;
  return render(
    <Providers client={testClient()}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={path} element={<PageTitleContext value={title}>{element}</PageTitleContext>} />
          {path !== '*' && <Route path="*" element={<LocationProbe />} />}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

/**
 * The whole app (the real route table, layout included) opened at `url`, once its page's code is
 * loaded, as the hydrating page does: a page suspended inside testing-library's synchronous act()
 * would never be drawn under happy-dom (React warns "suspended inside an `act` scope").
 */
export async function renderApp(url: string) {
  await preloadPages(url);
  return render(
    <Providers client={testClient()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
}

/** Sets the window's size (happy-dom evaluates media queries, Mantine's hiddenFrom/visibleFrom too, against it). */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
}

/** The page's h1, once its lazily loaded route module has arrived (the first import can be slow). */
export function findPageTitle(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}
