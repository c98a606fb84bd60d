// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { detailQuery, listQuery } from '../../../src/api/queries';
import { listRequest } from '../../../src/contract/contentRequests';
import { RESOURCES } from '../../../src/contract/resources';
import { savedDetailUrl } from '../../../src/offline/offlineCopy';

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

describe('the offline copy saves each detail where the detail page reads it', () => {
  for (const resource of RESOURCES) {
    it(`${resource}: a detail of the offline copy is saved under the URL the detail page asks for`, async () => {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const detailPageUrls = recordRequests({ id: 7 });
      await client.fetchQuery(detailQuery(resource, 7));
      expect([savedDetailUrl(ORIGIN, resource, 7)]).toEqual(detailPageUrls);
    });
  }

  it("keeps the API's own base path (an API under another host or folder)", () => {
    const base = 'https://api.example.in/v2';
    const list = listRequest('jobs').path;
    expect(savedDetailUrl(base, 'jobs', 12)).toEqual(`${base}${list}/12`);
  });
});

describe('one key per read', () => {
  it('a list is [resource], an item [resource, id], as the QueryClient default (queryFnByKey) reads them', () => {
    expect(listQuery('companies').queryKey).toEqual(['companies']);
    expect(detailQuery('articles', 4).queryKey).toEqual(['articles', 4]);
  });
});
