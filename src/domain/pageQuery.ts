import { FILTER_PARAMS, filterValueOf } from './jobFilters';
import { languageOfPath } from './languages';
import { detailIdFrom, routes } from './routes';

/** One query parameter a page reads, and its value written one way only (null: as good as absent). */
type Reader = (params: URLSearchParams) => string | null;

/** A detail page's item, as detailIdFrom reads it: `?id=01` and `?id=1e0` are item 1 too. */
const detailId: Reader = (params) => {
  const id = detailIdFrom(null, params.toString());
  return id === null ? null : String(id);
};

/** Find Jobs' keyword search, as the page and the server render read it (the first `q`; empty is none). */
const keywords: Reader = (params) => params.get('q') || null;

/**
 * The job lists' filters (jobFilters.ts FILTER_PARAMS: `type`, `experience`, `location`, `title`),
 * each written one way (filterValueOf: tidied, dropped when empty or too long), so spellings that
 * differ only in spaces share one page and an unknown parameter makes none.
 */
const filters: Readonly<Record<string, Reader>> = Object.fromEntries(
  FILTER_PARAMS.map(({ param }): [string, Reader] => [param, (params) => filterValueOf(params.get(param))]),
);

/**
 * The query parameters each page reads, by its path within the language: a detail page its item's
 * `id` (routes.ts, detailIdFrom), Find Jobs its keyword search `q` (FindJobsPage, the render's
 * prefetch in src/app/ssr/entryServer.tsx), both job lists their filters. Nothing else in a page's
 * address changes what it shows: the other lists read no query.
 */
const PAGE_QUERY: Readonly<Record<string, Readonly<Record<string, Reader>>>> = {
  [routes.findJobs]: { q: keywords, ...filters },
  [routes.findFilteredJobs]: filters,
  [routes.jobDetails]: { id: detailId },
  [routes.companyDetails]: { id: detailId },
  [routes.articleDetails]: { id: detailId },
};

/**
 * The path as the router matches it: without case (React Router's default) and without trailing
 * slashes. A loop, not a pattern: the path is the visitor's, and `/\/+$/` backtracks over slashes.
 */
function routeKey(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 0x2f) end -= 1;
  return pathname.slice(0, end).toLowerCase();
}

/**
 * The query of a page's address with only what the page reads, each parameter written one way, in
 * a fixed order (`?q=java`, `?id=12`, or ''): the server renders and keeps the page under the
 * address with this query (server/pages/pageAddress.ts), so `?utm_source=` or `?fbclid=` and any
 * other parameter neither make a page of their own nor show up in the page.
 */
export function pageQuery(pathname: string, search: string): string {
  const readers = PAGE_QUERY[routeKey(languageOfPath(pathname).path)];
  if (!readers) return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, read] of Object.entries(readers)) {
    const value = read(params);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
