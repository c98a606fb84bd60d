import type { QueryClient } from '@tanstack/react-query';

import { ApiError, fetchDetail, type Fetcher, fetchList } from '../../api/content';
import { queryKeys } from '../../api/queries';
import type { Resource } from '../../contract/resources';
import type { ResourceDetails } from '../../contract/wire';
import type { PagePlan } from './pagePlans';

export type Item = ResourceDetails[Resource];

/** The outcome for a detail page: its item, or "not found" (no id, or the API answered 404). */
export type DetailOutcome = { item: Item } | { notFound: true } | null;

/**
 * Fills `client` with what the page reads on its first render, from the API (`load`), so the
 * server's HTML holds the data. A list that fails stays out (the page fetches it itself, as it
 * would without the server's help); a detail that fails for another reason than 404 throws: the
 * server then serves the plain shell.
 */
export async function prefetchPage(
  client: QueryClient,
  plan: PagePlan,
  id: number | null,
  load: Fetcher,
): Promise<DetailOutcome> {
  const lists = plan.lists.map((resource) =>
    client.prefetchQuery({
      queryKey: queryKeys.list(resource),
      queryFn: () => fetchList(resource, undefined, load),
      retry: false,
    }),
  );
  const detail = plan.detail;
  const outcome = detail === undefined ? Promise.resolve(null) : fetchItem(client, detail, id, load);
  const [result] = await Promise.all([outcome, ...lists]);
  return result;
}

async function fetchItem(client: QueryClient, resource: Resource, id: number | null, load: Fetcher): Promise<DetailOutcome> {
  if (id === null) return { notFound: true };
  try {
    const item = await client.fetchQuery({
      queryKey: queryKeys.detail(resource, id),
      queryFn: () => fetchDetail(resource, id, undefined, load),
      retry: false,
    });
    return { item };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { notFound: true };
    throw error;
  }
}
