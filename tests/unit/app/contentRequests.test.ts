// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { detailQuery, listQuery } from '../../../src/api/queries';
import { listRequest } from '../../../src/contract/contentRequests';
import { RESOURCES } from '../../../src/contract/resources';
import { detailUrls } from '../../../sw/detailPrefetch';

const ORIGIN = 'http://app.test';

/** Records the URL of every request and answers it with `body`. */
function recordRequests(body: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input), ORIGIN).href);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the worker's refresh of saved details and the pages read the same addresses", () => {
  for (const resource of RESOURCES) {
    it(`${resource}: a saved list's items are fetched where the detail page asks for them`, async () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const listUrls = recordRequests([]);
      await client.fetchQuery(listQuery(resource));
      const detailPageUrls = recordRequests({ id: 7 });
      await client.fetchQuery(detailQuery(resource, 7));

      // The worker is given the list's URL as the page asked for it, and the list's item ids.
      expect(listUrls).toHaveLength(1);
      expect(detailUrls(listUrls[0] ?? '', [7])).toEqual(detailPageUrls);
    });
  }

  it("keeps the API's own base path (an API under another host or folder)", () => {
    const base = 'https://api.example.in/v2';
    const list = listRequest('jobs').path;
    expect(detailUrls(`${base}${list}`, [3, 12])).toEqual([`${base}${list}/3`, `${base}${list}/12`]);
  });

  it('finds no details for an address that is no list', () => {
    expect(detailUrls(`${ORIGIN}/api/limits`, [3])).toEqual([]);
  });
});

describe('one key per read', () => {
  it('a list is [resource], an item [resource, id], as the QueryClient default (queryFnByKey) reads them', () => {
    expect(listQuery('companies').queryKey).toEqual(['companies']);
    expect(detailQuery('articles', 4).queryKey).toEqual(['articles', 4]);
  });
});
