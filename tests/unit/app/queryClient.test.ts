import { dehydrate, hydrate, InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { expect, test } from 'vitest';

import { type ListWindows, listWindowsQuery } from '../../../src/api/queries';
import { createQueryClient } from '../../../src/app/queryClient';
import { detailRequest, listRequest } from '../../../src/contract/contentRequests';
import { EMPTY_JOB_FILTER } from '../../../src/domain/jobFilters';
import { FIRST_WINDOW } from '../../../src/domain/listWindow';
import { refreshOnScreen } from '../../../src/features/offline/DataRefresh';
import { installFakeApi } from '../fakeApi';
import { WIRE_COMPANIES, WIRE_JOBS } from '../wireData';

/** What a server-rendered page carries: a list and an item, as the server's client answered them. */
function serverState() {
  const server = new QueryClient();
  server.setQueryData(listRequest('companies').queryKey, []);
  server.setQueryData(detailRequest('jobs', 1).queryKey, { id: 1 });
  return dehydrate(server);
}

// DataRefresh refetches a server-rendered page's queries through the service worker (so they are
// saved on the device) when the page starts: before the page's own hooks have drawn them, since
// React hydrates the page's Suspense boundary after the layout.
test("the page's client fetches a server-sent query again by its key alone, before any hook names it", async () => {
  const api = installFakeApi();
  const client = createQueryClient();
  hydrate(client, serverState());
  await client.invalidateQueries({ refetchType: 'all' });
  expect(api.requests('companies')).toBe(1);
  expect(api.requests('job')).toBe(1);
  expect(client.getQueryData<unknown[]>(listRequest('companies').queryKey)).toHaveLength(WIRE_COMPANIES.length);
});

test('a server-sent list window is fetched again by its key alone as the windows it held, which its hook then reads', async () => {
  const jobs = Array.from({ length: 45 }, (_, i) => ({ ...WIRE_JOBS[0], id: i + 1 }));
  const api = installFakeApi({ jobs: () => jobs });
  const query = listWindowsQuery('jobs', { window: FIRST_WINDOW, filter: EMPTY_JOB_FILTER });
  const server = new QueryClient();
  await server.prefetchInfiniteQuery({ ...query, pages: 2 });
  const client = createQueryClient();
  hydrate(client, dehydrate(server));

  await client.invalidateQueries({ refetchType: 'all' });
  expect(
    api
      .windows('jobs')
      .slice(-2)
      .map((params) => params.get('offset')),
  ).toEqual(['0', '20']);
  const data = client.getQueryData<ListWindows<'jobs'>>(query.queryKey);
  expect(data?.pageParams).toEqual([0, 20]);
  expect(data?.pages.map((page) => page.items.length)).toEqual([20, 20]);
  // The same query read to three windows goes on to the list's end.
  await client.fetchInfiniteQuery({ ...query, pages: 3, staleTime: 0 });
  expect(client.getQueryData<ListWindows<'jobs'>>(query.queryKey)?.pages.at(-1)?.items).toHaveLength(5);
});

test("a refresh while a list's next window is on its way (the worker took control just after Show more) keeps that window", async () => {
  const jobs = Array.from({ length: 45 }, (_, i) => ({ ...WIRE_JOBS[0], id: i + 1 }));
  installFakeApi({ jobs: () => jobs });
  const client = createQueryClient();
  const observer = new InfiniteQueryObserver(
    client,
    listWindowsQuery('jobs', { window: FIRST_WINDOW, filter: EMPTY_JOB_FILTER }),
  );
  const unsubscribe = observer.subscribe(() => undefined);
  try {
    await expect.poll(() => observer.getCurrentResult().data?.pages.length).toBe(1);
    const more = observer.fetchNextPage();
    await refreshOnScreen(client);
    await more;
    await expect.poll(() => observer.getCurrentResult().isFetching).toBe(false);
    expect(observer.getCurrentResult().data?.pages.map((page) => page.items.length)).toEqual([20, 20]);
  } finally {
    unsubscribe();
  }
});

// When the worker takes control (or the connection returns) the page marks its answers stale and
// fetches those on screen again: two pieces of work of a few ms each, kept in two tasks so that
// together they do not make one task long enough to hold up a tap.
test('a refresh marks every answer stale in one task and fetches those on screen in the next', async () => {
  const api = installFakeApi();
  const client = createQueryClient();
  hydrate(client, serverState());
  const onScreen = new QueryObserver(client, { queryKey: listRequest('companies').queryKey });
  const unsubscribe = onScreen.subscribe(() => undefined);
  try {
    const refresh = refreshOnScreen(client);
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(client.getQueryState(listRequest('companies').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(detailRequest('jobs', 1).queryKey)?.isInvalidated).toBe(true);
    expect(api.fetch).not.toHaveBeenCalled();
    await refresh;
    expect(api.requests('companies')).toBe(1);
    // Not on screen: stale, so fetched when it is shown again.
    expect(api.requests('job')).toBe(0);
  } finally {
    unsubscribe();
  }
});
