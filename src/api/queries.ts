import { type QueryFunction, type QueryFunctionContext, useQuery } from '@tanstack/react-query';

import { type Resource, RESOURCES } from '../contract/resources';
import { fetchDetail, fetchList } from './content';

/**
 * Server state for the screens. One query per resource, so the one jobs list feeds the banner
 * dropdowns, featured jobs, the job lists and related jobs from a single request (docs/ARCHITECTURE.md).
 * docs/PRODUCT.md §8: a failed load writes a console message and leaves the list empty.
 */
export const queryKeys = {
  list: (resource: Resource) => [resource] as const,
  detail: (resource: Resource, id: number) => [resource, id] as const,
};

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

const listQueryFn =
  <K extends Resource>(resource: K) =>
  ({ signal }: Pick<QueryFunctionContext, 'signal'>) =>
    logged(LIST_ERROR[resource], fetchList(resource, signal));

const detailQueryFn =
  <K extends Resource>(resource: K, id: number) =>
  ({ signal }: Pick<QueryFunctionContext, 'signal'>) =>
    logged(DETAIL_ERROR, fetchDetail(resource, id, signal));

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
  return typeof id === 'number' ? detailQueryFn(resource, id)(context) : listQueryFn(resource)(context);
};

const useList = <K extends Resource>(resource: K) =>
  useQuery({ queryKey: queryKeys.list(resource), queryFn: listQueryFn(resource) });

/** One item; no request while the id is not known (null). */
const useDetail = <K extends Resource>(resource: K, id: number | null) =>
  useQuery({ queryKey: queryKeys.detail(resource, id ?? 0), queryFn: detailQueryFn(resource, id ?? 0), enabled: id !== null });

export const useJobs = () => useList('jobs');
export const useJob = (id: number | null) => useDetail('jobs', id);
export const useCompanies = () => useList('companies');
export const useCompany = (id: number | null) => useDetail('companies', id);
export const useArticles = () => useList('articles');
export const useArticle = (id: number | null) => useDetail('articles', id);
