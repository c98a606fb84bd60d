import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';

import { createQueryClient } from '../../../src/app/queryClient';
import { detailRequest, listRequest } from '../../../src/contract/contentRequests';
import { installFakeApi } from '../fakeApi';
import { WIRE_COMPANIES } from '../wireData';

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
