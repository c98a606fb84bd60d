import { useQuery } from '@tanstack/react-query';
import type { Resource } from '../contract/resources';
import { fetchDetail, fetchList } from './content';

/**
 * Server state for the screens. One query per resource, so the one jobs list feeds the banner
 * dropdowns, featured jobs, the job lists and related jobs from a single request (DESIGN.md §5).
 * SPEC.md §8: a failed load writes a console message and leaves the list empty.
 */
export const queryKeys = {
  list: (resource: Resource) => [resource] as const,
  detail: (resource: Resource, id: number) => [resource, id] as const,
};

/** SPEC.md §8's console messages: the jobs and articles lists have their own, the rest "Error fetching data". */
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

const useList = <K extends Resource>(resource: K) =>
  useQuery({ queryKey: queryKeys.list(resource), queryFn: ({ signal }) => logged(LIST_ERROR[resource], fetchList(resource, signal)) });

/** One item; no request while the id is not known (null). */
const useDetail = <K extends Resource>(resource: K, id: number | null) =>
  useQuery({
    queryKey: queryKeys.detail(resource, id ?? 0),
    queryFn: ({ signal }) => logged(DETAIL_ERROR, fetchDetail(resource, id ?? 0, signal)),
    enabled: id !== null,
  });

export const useJobs = () => useList('jobs');
export const useJob = (id: number | null) => useDetail('jobs', id);
export const useCompanies = () => useList('companies');
export const useCompany = (id: number | null) => useDetail('companies', id);
export const useArticles = () => useList('articles');
export const useArticle = (id: number | null) => useDetail('articles', id);
