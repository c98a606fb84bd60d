import type { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../../api/content';
import { contentQuery, listWindowsQuery } from '../../api/queries';
import type { DetailRequest } from '../../contract/contentRequests';
import type { Resource } from '../../contract/resources';
import type { ResourceDetails } from '../../contract/wire';
import { EMPTY_JOB_FILTER, type JobFilter } from '../../domain/jobFilters';
import type { PageEntry } from '../pages';
import { ITEM_LISTS } from './itemLists';

export type Item = ResourceDetails[Resource];

/** The outcome for a detail page: its item, or "not found" (no id, or the API answered 404). */
export type DetailOutcome = { item: Item } | { notFound: true } | null;

/**
 * Fills `client` with the page's first-render queries (its entry in the page table), so the
 * server's HTML holds the data. A list that fails stays out (the page fetches it itself, as it
 * would without the server's help); a detail that fails for another reason than 404 throws: the
 * server then serves the plain shell.
 */
export async function prefetchPage(
  client: QueryClient,
  page: PageEntry,
  id: number | null,
  q = '',
  filter: JobFilter = EMPTY_JOB_FILTER,
): Promise<DetailOutcome> {
  // Each list's first window only, as an infinite query: the page's useInfiniteQuery hydrates from
  // it. A list the address's keyword search (`q`) or filters apply to is their first window.
  const lists = page.lists.map(({ resource, window, searched, filtered }) =>
    client.prefetchInfiniteQuery({
      ...listWindowsQuery(resource, { window, filter: filtered ? filter : EMPTY_JOB_FILTER, q: searched ? q : '' }),
      retry: false,
    }),
  );
  const outcome = page.item === undefined ? Promise.resolve(null) : fetchItem(client, page.item, id);
  const [result] = await Promise.all([outcome, ...lists]);
  // The lists that need the item (a company's open jobs) come after it.
  const itemLists = ITEM_LISTS[page.name];
  if (result && 'item' in result && itemLists) {
    await Promise.all(
      itemLists(result.item).map(({ resource, window, filter }) =>
        client.prefetchInfiniteQuery({ ...listWindowsQuery(resource, { window, filter }), retry: false }),
      ),
    );
  }
  return result;
}

async function fetchItem(client: QueryClient, item: (id: number) => DetailRequest, id: number | null): Promise<DetailOutcome> {
  if (id === null) return { notFound: true };
  try {
    return { item: await client.fetchQuery({ ...contentQuery(item(id)), retry: false }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { notFound: true };
    throw error;
  }
}
