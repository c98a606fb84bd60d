import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { contentQuery, listWindowsQuery } from '../../../src/api/queries';
import { App } from '../../../src/app/App';
import { notFoundPage, type PageEntry, pages } from '../../../src/app/pages';
import { AppRoutes, matchedPage, matchedPageModules, preloadPages, routeObjects } from '../../../src/app/router';
import { ITEM_LISTS } from '../../../src/app/ssr/itemLists';
import { loadDeferredParts } from '../../../src/components/deferredPart';
import { EMPTY_JOB_FILTER } from '../../../src/domain/jobFilters';
import { PAGE_AREAS } from '../../../src/i18n/catalogAreas';
import { installFakeApi } from '../fakeApi';
import { testI18n } from '../texts';
import { WIRE_ARTICLES, WIRE_COMPANIES, WIRE_JOBS } from '../wireData';

/** Every route pattern of the router, nested ones included. */
function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path === undefined ? [] : [route.path]), ...routePaths(route.children ?? [])]);
}

/** An address a route pattern answers (the staff console's splat: its own root). */
const addressOf = (path: string) => path.replace(/\/\*$/, '');

/** An item each detail page can show, so its item query is made (a page without an id makes none worth comparing). */
const KNOWN_ID = { jobs: WIRE_JOBS[0]?.id, companies: WIRE_COMPANIES[0]?.id, articles: WIRE_ARTICLES[0]?.id };

function knownId(page: PageEntry): number | null {
  const resource = page.item?.(1).resource;
  return resource === undefined ? null : (KNOWN_ID[resource] ?? null);
}

const keyText = (key: readonly unknown[]) => JSON.stringify(key);

/** The query keys the page table says `page` reads on its first render (the server prefetches all but its browser reads). */
async function declaredKeys(page: PageEntry, id: number | null): Promise<string[]> {
  const item = page.item && id !== null ? [page.item(id).queryKey] : [];
  const lists = page.lists.map(
    ({ resource, window }) => listWindowsQuery(resource, { window, filter: EMPTY_JOB_FILTER }).queryKey,
  );
  // The lists that follow from the item (a company's open jobs), as the server reads them once it has it.
  const follow = ITEM_LISTS[page.name];
  const itemLists =
    page.item && follow && id !== null
      ? follow(await new QueryClient().fetchQuery(contentQuery(page.item(id)))).map(
          ({ resource, window, filter }) => listWindowsQuery(resource, { window, filter }).queryKey,
        )
      : [];
  const browser = (page.browserReads ?? []).map((request) => request.queryKey);
  return [...lists, ...item, ...itemLists, ...browser].map(keyText).sort();
}

/** The keys of the queries that asked the API (a disabled one, such as the company search's whole list, asks nothing). */
const queryKeysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter(({ state }) => state.dataUpdateCount + state.errorUpdateCount > 0 || state.fetchStatus !== 'idle')
    .map((query) => keyText(query.queryKey))
    .sort();

/** The app at `location`, as the server render draws it: the page's code and the parts below its first screen loaded first. */
async function renderAt(location: string, client: QueryClient, i18n = testI18n()) {
  await preloadPages(location);
  await loadDeferredParts();
  return render(
    <App queryClient={client} i18n={i18n}>
      <MemoryRouter initialEntries={[location]}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

/**
 * The query keys the app reads at `location` until it has drawn the page whole: each query it asks
 * for is answered, and whatever it asks for once it has those answers (a job's related jobs, once
 * the job is here) too. Those are what the server must have answered before its one render.
 */
async function keysReadAt(location: string): Promise<string[]> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const view = await renderAt(location, client);
  let keys: string[] = [];
  while (keys.join() !== queryKeysOf(client).join()) {
    keys = queryKeysOf(client);
    await waitFor(() => expect(client.isFetching()).toBe(0));
  }
  view.unmount();
  return keys;
}

afterEach(() => {
  document.title = '';
});

describe('the page table', () => {
  it('has an entry with a title for every route of the router but the not-found one', () => {
    const paths = routePaths(routeObjects).filter((path) => path !== '*');
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const page = matchedPage(addressOf(path));
      expect(page?.paths, path).toContain(path);
      expect(page?.title, path).toBeTruthy();
    }
    // And every path of the table is a route.
    expect(paths.sort()).toEqual(pages.flatMap((page) => page.paths).sort());
  });

  it('names each page once, and an unknown address is the not-found page', () => {
    const names = pages.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    expect(matchedPage('/no-such-page')).toBeNull();
    expect(notFoundPage.title).toBeTruthy();
  });

  it("reports each page's own module (and its wrapper's) for the server to link its styles", () => {
    for (const page of pages) {
      const modules = matchedPageModules(addressOf(page.paths[0] ?? ''));
      expect(modules.at(-1)).toBe(`src/features/${page.module}`);
      expect(modules).toHaveLength(page.within ? 2 : 1);
    }
  });

  it('gives each page its title in the browser tab, before its data arrives', async () => {
    installFakeApi({ jobs: () => 'pending', articles: () => 'pending', companies: () => 'pending', job: () => 'pending' });
    for (const page of pages.filter((entry) => entry.layout === 'site')) {
      const view = await renderAt(addressOf(page.paths[0] ?? ''), new QueryClient());
      expect(document.title).toBe(`${testI18n()._(page.title)} | Sr Technologies Jobs`);
      view.unmount();
    }
    // Every page in turn, each with its code and deferred parts loaded: near 30 s on a loaded 2-core machine.
  }, 90_000);
});

describe("a page's texts", () => {
  // A page in the browser holds the shell's texts and its own areas (the page table's `texts`), which
  // its data block carries or its code loads: a text of another area would show as its id.
  for (const page of pages.filter((entry) => entry.layout === 'site')) {
    it(`${page.paths[0] ?? ''}: every text it draws is in the shell's area or its own`, async () => {
      installFakeApi();
      const i18n = testI18n('ta', [...PAGE_AREAS, ...page.texts]);
      const missing: string[] = [];
      i18n.on('missing', ({ id }) => missing.push(id));
      const id = knownId(page);
      const path = page.paths[0] ?? '';
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const view = await renderAt(id === null ? path : `${path}?id=${id}`, client, i18n);
      await waitFor(() => expect(client.isFetching()).toBe(0));
      view.unmount();
      expect([...new Set(missing)]).toEqual([]);
    });
  }
});

describe("a page's first-render queries", () => {
  // The server render fetches these before it renders (ssr/prefetch.ts); a query the page reads but
  // the table does not name would render "loading" on the server and differ from the browser's.
  for (const page of pages.filter((entry) => entry.serverRendered)) {
    for (const path of page.paths) {
      it(`${path}: the table names exactly the queries the page reads on its first render`, async () => {
        installFakeApi();
        const id = knownId(page);
        const location = id === null ? path : `${path}?id=${id}`;
        expect(await keysReadAt(location)).toEqual(await declaredKeys(page, id));
      });
    }
  }
});
