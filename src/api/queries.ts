import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryFunction,
  type QueryFunctionContext,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';

import { type ContentRequest, detailRequest, listRequest } from '../contract/contentRequests';
import { jobOptionsRequest, listPageRequest, listPageRequestAt, type ListQuery } from '../contract/listPages';
import { type Resource, RESOURCES } from '../contract/resources';
import type { ResourceSummaries } from '../contract/wire';
import { type ListPage, nextOffset } from '../domain/listWindow';
import { apiGet, type Fetcher } from './content';

/*
 * Server state for the screens, as TanStack Query options made from the one definition of each
 * read (src/contract/contentRequests.ts, src/contract/listPages.ts) by contentQuery and
 * listWindowsQuery. The screens' lists read windows (docs/PRODUCT.md §2: a window in the page, Show
 * more for the next), never the whole catalogue; the filters' and banner's options are one small
 * read of their own (jobOptionsRequest). The hooks below, the server render's prefetch of the page table's first-render reads
 * (src/app/pages.ts) and the QueryClient's default (queryFnByKey) all make their queries here.
 * docs/PRODUCT.md §8: a failed load writes a console message and leaves the list empty.
 */

/** docs/PRODUCT.md §8's console messages: the jobs and articles lists have their own, the rest "Error fetching data". */
const LIST_ERROR: Record<Resource, string> = {
  jobs: 'Error fetching jobs',
  companies: 'Error fetching data',
  articles: 'Error fetching articles',
};
const DETAIL_ERROR = 'Error fetching data';

async function logged<T>(message: string, load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // A query cancelled because nothing shows it any more (its page unmounted) is no failed load.
    if (!(error instanceof Error && error.name === 'AbortError')) console.error(message, error);
    throw error;
  }
}

/** The QueryClients that read the API otherwise than through the browser's fetch (the server render's). */
const clientFetchers = new WeakMap<QueryClient, Fetcher>();

/** Makes `client`'s queries read the API through `load`: the server render's, its own app in-process. */
export function readThrough(client: QueryClient, load: Fetcher): void {
  clientFetchers.set(client, load);
}

type Context = Pick<QueryFunctionContext, 'signal' | 'client'>;

/** A read's request through `client`'s fetch, with docs/PRODUCT.md §8's console message on failure. */
function contentQueryFn<Data>(request: ContentRequest<readonly unknown[], Data>) {
  const message = request.kind === 'list' ? LIST_ERROR[request.resource] : DETAIL_ERROR;
  return ({ signal, client }: Context): Promise<Data> => {
    const load = clientFetchers.get(client);
    const answer = request.fetch(apiGet(load), signal);
    // The console messages are the browser's; the server render leaves a failed list to the page,
    // which fetches (and reports) it itself.
    return load ? answer : logged(message, answer);
  };
}

/** A content read (src/contract/contentRequests.ts) as TanStack Query options: its key and its request. */
export function contentQuery<Key extends readonly unknown[], Data>(request: ContentRequest<Key, Data>) {
  return queryOptions({ queryKey: request.queryKey, queryFn: contentQueryFn(request) });
}

/** A resource's list: the jobs, companies or articles. */
export const listQuery = <R extends Resource>(resource: R) => contentQuery(listRequest(resource));

/** One job, company or article by id. */
export const detailQuery = <R extends Resource>(resource: R, id: number) => contentQuery(detailRequest(resource, id));

/** A list query's data: the windows read so far, as useInfiniteQuery keeps them. */
export type ListWindows<R extends Resource> = InfiniteData<ListPage<ResourceSummaries[R]>, number>;

/** The request of the window at `offset` of the list that `query` asks for. */
const windowAt = <R extends Resource>(resource: R, query: ListQuery, offset: number) =>
  listPageRequest(resource, { ...query, window: { ...query.window, offset } });

/**
 * A list read window by window (pageParam: the window's offset; the next one from nextOffset), for
 * useInfiniteQuery and the server render's prefetch. Its key is its first window's, so a filter
 * change is a new query that starts from the first window with that filter.
 */
export function listWindowsQuery<R extends Resource>(resource: R, query: ListQuery) {
  const first: ListQuery = { ...query, window: { ...query.window, offset: 0 } };
  return infiniteQueryOptions({
    queryKey: windowAt(resource, first, 0).queryKey,
    queryFn: ({ pageParam, signal, client }) => contentQueryFn(windowAt(resource, first, pageParam))({ signal, client }),
    initialPageParam: 0,
    getNextPageParam: (last: ListPage<ResourceSummaries[R]>) => nextOffset(last),
  });
}

/** The filters' and the home banner's options: each job field's distinct values over all jobs. */
export const jobOptionsQuery = () => contentQuery(jobOptionsRequest());

const isResource = (value: unknown): value is Resource => RESOURCES.some((resource) => resource === value);

/**
 * The function of a list-window key ([resource, 'page', search]): the window at the offset TanStack
 * Query's infinite behaviour passes (pageParam). A hydrated list is an infinite query too (the
 * dehydrated state says so), so a refetch before its hook mounts reads each held window again
 * through here, the next offset from windowQueryDefaults.
 */
function windowQueryFn(resource: Resource, search: unknown, context: QueryFunctionContext) {
  const { pageParam } = context as { pageParam?: unknown };
  if (typeof search !== 'string' || typeof pageParam !== 'number') {
    throw new Error(`No request for the query key ${JSON.stringify(context.queryKey)} without a window offset`);
  }
  return contentQueryFn(listPageRequestAt(resource, search, pageParam))(context);
}

/**
 * The request a query key names ([resource]: its list, [resource, id]: one item, [resource, 'page',
 * search]: windows of its list, ['jobs', 'options']: the job options), as the hooks below make it. The QueryClient's default (src/app/queryClient.ts), so a query no component has
 * drawn yet can be fetched again: a server-rendered page's queries are refreshed through the
 * service worker (DataRefresh) before the page's Suspense boundary, and its hooks, have hydrated.
 */
export const queryFnByKey: QueryFunction = (context) => {
  const [resource, id, search] = context.queryKey;
  if (!isResource(resource)) throw new Error(`No request for the query key ${JSON.stringify(context.queryKey)}`);
  if (id === 'page') return windowQueryFn(resource, search, context);
  if (resource === 'jobs' && id === 'options') return contentQueryFn(jobOptionsRequest())(context);
  const request: ContentRequest<readonly unknown[], unknown> =
    typeof id === 'number' ? detailRequest(resource, id) : listRequest(resource);
  return contentQueryFn(request)(context);
};

/**
 * What a list-window query needs before its useInfiniteQuery has mounted (a hydrated one refetched
 * by DataRefresh): where its windows start and how the next one is found. Set as the defaults of every
 * [resource, 'page'] key by src/app/queryClient.ts. Not typed as query
 * options: TanStack Query's defaults type leaves the infinite options out, though it applies them.
 */
export function setWindowQueryDefaults(client: QueryClient): void {
  const defaults = {
    queryFn: queryFnByKey,
    initialPageParam: 0,
    getNextPageParam: (last: ListPage<unknown>) => nextOffset(last),
  };
  for (const resource of RESOURCES) client.setQueryDefaults([resource, 'page'], defaults);
}

/** One item; no request while the id is not known (null). */
const useDetail = <R extends Resource>(resource: R, id: number | null) =>
  useQuery({ ...detailQuery(resource, id ?? 0), enabled: id !== null });

/** The job options; `enabled` false holds the request back (until the page has hydrated, or a dropdown opens). */
export const useJobOptions = (enabled = true) => useQuery({ ...jobOptionsQuery(), enabled });

export const useJob = (id: number | null) => useDetail('jobs', id);
/** The whole list of companies: only the company search reads it (the API searches no companies). */
export const useCompanies = (enabled = true) => useQuery({ ...listQuery('companies'), enabled });
export const useCompany = (id: number | null) => useDetail('companies', id);
export const useArticle = (id: number | null) => useDetail('articles', id);
