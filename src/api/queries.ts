import { type QueryClient, type QueryFunction, type QueryFunctionContext, queryOptions, useQuery } from '@tanstack/react-query';

import { type ContentRequest, detailRequest, listRequest } from '../contract/contentRequests';
import { type Resource, RESOURCES } from '../contract/resources';
import { apiGet, type Fetcher } from './content';

/*
 * Server state for the screens, as TanStack Query options made from the one definition of each
 * read (src/contract/contentRequests.ts) by contentQuery. One query per resource, so the one jobs
 * list feeds the banner dropdowns, featured jobs, the job lists and related jobs from a single
 * request. The hooks below, the server render's prefetch of the page table's first-render reads
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

const isResource = (value: unknown): value is Resource => RESOURCES.some((resource) => resource === value);

/**
 * The request a query key names ([resource]: its list, [resource, id]: one item), as the hooks
 * below make it. The QueryClient's default (src/app/queryClient.ts), so a query no component has
 * drawn yet can be fetched again: a server-rendered page's queries are refreshed through the
 * service worker (DataRefresh) before the page's Suspense boundary, and its hooks, have hydrated.
 */
export const queryFnByKey: QueryFunction = (context) => {
  const [resource, id] = context.queryKey;
  if (!isResource(resource)) throw new Error(`No request for the query key ${JSON.stringify(context.queryKey)}`);
  const request: ContentRequest<readonly unknown[], unknown> =
    typeof id === 'number' ? detailRequest(resource, id) : listRequest(resource);
  return contentQueryFn(request)(context);
};

const useList = <R extends Resource>(resource: R) => useQuery(listQuery(resource));

/** One item; no request while the id is not known (null). */
const useDetail = <R extends Resource>(resource: R, id: number | null) =>
  useQuery({ ...detailQuery(resource, id ?? 0), enabled: id !== null });

export const useJobs = () => useList('jobs');
export const useJob = (id: number | null) => useDetail('jobs', id);
export const useCompanies = () => useList('companies');
export const useCompany = (id: number | null) => useDetail('companies', id);
export const useArticles = () => useList('articles');
export const useArticle = (id: number | null) => useDetail('articles', id);
