import { EMPTY_JOB_FILTER, type JobFilter, type OptionCounts } from '../domain/jobFilters';
import { DEFAULT_WINDOW_SIZE, type ListPage, type ListWindow, MAX_WINDOW_SIZE } from '../domain/listWindow';
import { cleanQuery, queryProblem } from '../domain/searchQuery';
import type { ApiGet, ContentRequest } from './contentRequests';
import { apiPaths, resourcePaths } from './paths';
import type { Resource } from './resources';
import { type ResourceSummaries, wireDecoders, type WireObject } from './wire';

/**
 * The API's paged reads, this server's own addition to the agency's API (docs/PRODUCT.md §7): a list
 * path with `offset` or `limit` in its query answers one window of the list as
 * `{ items, matched, total, offset, limit }` (items as the plain list has them), not the whole list.
 * The same path without them answers the whole list as before, so the agency's clients see no change.
 * Jobs also take the filters of /find-jobs (`jobType`, `experience`, `location`, `title`: matched as
 * docs/PRODUCT.md §5 says; `company`, a company page's open jobs, matched the same way) and `q`, the keyword search (src/domain/keywordSearch.ts: a window of a
 * search is ordered by relevance); `order=newest` reads the list from its end. One place spells the query,
 * reads it back (the server, and the service worker answering offline) and names its query key.
 */

export interface ListQuery {
  window: ListWindow;
  /** Jobs only: the other lists take no filter (EMPTY_JOB_FILTER). */
  filter: JobFilter;
  /** Jobs only: the keyword search, cleaned (cleanQuery); '' or absent searches nothing. */
  q?: string;
}

const FILTER_PARAMS = ['jobType', 'experience', 'location', 'title', 'company'] as const satisfies readonly (keyof JobFilter)[];
const WINDOW_PARAMS = ['offset', 'limit', 'order'] as const;
const SEARCH_PARAM = 'q';
/** The largest offset accepted: far beyond any catalogue, small enough to stay an ordinary number. */
const MAX_OFFSET = 1_000_000;

/** The query string of a window of a list (no leading "?"), in one canonical order: equal queries, equal URLs. */
export function listQuerySearch(resource: Resource, query: ListQuery): string {
  const params = new URLSearchParams({ offset: String(query.window.offset), limit: String(query.window.limit) });
  if (query.window.newestFirst) params.set('order', 'newest');
  if (resource === 'jobs') {
    for (const key of FILTER_PARAMS) {
      const value = query.filter[key]?.trim();
      if (value) params.set(key, value);
    }
    // Trimmed only: the page's JavaScript stays small, and the server cleans what it reads (parseListQuery).
    const q = query.q?.trim();
    if (q) params.set(SEARCH_PARAM, q);
  }
  return params.toString();
}

export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; message: string };

function wholeNumber(text: string | null, name: string, min: number, max: number, fallback: number): number | string {
  if (text === null) return fallback;
  if (!/^\d{1,7}$/.test(text)) return `The ${name} must be a whole number from ${min} to ${max}.`;
  const value = Number(text);
  return value < min || value > max ? `The ${name} must be a whole number from ${min} to ${max}.` : value;
}

/**
 * A list path's query read back: null when it asks for no window (the whole list, as before), else
 * the window or what is wrong with it (the server answers 400 with that message).
 */
export function parseListQuery(resource: Resource, params: URLSearchParams): ParsedListQuery | null {
  if (!params.has('offset') && !params.has('limit')) return null;
  const allowed: readonly string[] = resource === 'jobs' ? [...WINDOW_PARAMS, ...FILTER_PARAMS, SEARCH_PARAM] : WINDOW_PARAMS;
  const keys: string[] = [];
  params.forEach((_, key) => keys.push(key));
  for (const key of keys) {
    if (!allowed.includes(key)) return { ok: false, message: `Unknown parameter "${key}": use ${allowed.join(', ')}.` };
    if (params.getAll(key).length > 1) return { ok: false, message: `The parameter "${key}" is given more than once.` };
  }
  const offset = wholeNumber(params.get('offset'), 'offset', 0, MAX_OFFSET, 0);
  if (typeof offset === 'string') return { ok: false, message: offset };
  const limit = wholeNumber(params.get('limit'), 'limit', 1, MAX_WINDOW_SIZE, DEFAULT_WINDOW_SIZE);
  if (typeof limit === 'string') return { ok: false, message: limit };
  const order = params.get('order');
  if (order !== null && order !== 'newest') return { ok: false, message: 'The order must be "newest" or left out.' };
  const filter: JobFilter = { ...EMPTY_JOB_FILTER };
  for (const key of FILTER_PARAMS) {
    const value = params.get(key);
    if (value !== null && value.length > 200) return { ok: false, message: `The ${key} filter is longer than 200 characters.` };
    if (value !== null) filter[key] = value.trim();
  }
  const q = cleanQuery(params.get(SEARCH_PARAM) ?? '');
  const problem = queryProblem(q);
  if (problem !== null) return { ok: false, message: problem };
  return { ok: true, query: { window: { offset, limit, newestFirst: order === 'newest' }, filter, q } };
}

export type ListPageRequest<R extends Resource = Resource> = ContentRequest<
  readonly [R, 'page', string],
  ListPage<ResourceSummaries[R]>
>;

const isWireObject = (value: unknown): value is WireObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** One window of a list; an answer that is no window counts as an empty one. */
export function listPageRequest<R extends Resource>(resource: R, query: ListQuery): ListPageRequest<R> {
  return listPageRequestOf(resource, listQuerySearch(resource, query));
}

/**
 * The window a query key's search names (its third part, as listQuerySearch made it), at `offset`:
 * how a key is read back without parsing the query (the page's QueryClient default).
 */
export function listPageRequestAt<R extends Resource>(resource: R, search: string, offset: number): ListPageRequest<R> {
  const params = new URLSearchParams(search);
  params.set('offset', String(offset));
  return listPageRequestOf(resource, params.toString());
}

function listPageRequestOf<R extends Resource>(resource: R, search: string): ListPageRequest<R> {
  const path = `${resourcePaths[resource]}?${search}`;
  return {
    queryKey: [resource, 'page', search],
    kind: 'list',
    resource,
    path,
    fetch: async (get: ApiGet, signal?: AbortSignal) => {
      const body = await get(path, signal);
      const page = isWireObject(body) ? body : {};
      const items = Array.isArray(page.items) ? page.items.filter(isWireObject).map(wireDecoders[resource].summary) : [];
      return {
        items,
        matched: count(page.matched),
        total: count(page.total),
        offset: count(page.offset),
        limit: count(page.limit),
        suggestions: strings(page.suggestions),
      };
    },
  };
}

/** The options of the job filters and the home banner's dropdowns: each field's distinct values over all jobs. */
export interface JobOptions {
  jobType: string[];
  experience: string[];
  location: string[];
  title: string[];
  /**
   * Per filter, the jobs of each option by its comparison key (src/domain/jobFilters.ts optionCounts),
   * as sent: read where shown (countOf), so the first page's code carries no decoder for it.
   */
  counts?: Readonly<Partial<Record<keyof OptionCounts, unknown>>>;
}

/** GET apiPaths.jobOptions: `{ jobType, experience, location, title }`, each a list of distinct values. */
export function jobOptionsRequest(): ContentRequest<readonly ['jobs', 'options'], JobOptions> {
  const path = apiPaths.jobOptions;
  return {
    queryKey: ['jobs', 'options'],
    kind: 'list',
    resource: 'jobs',
    path,
    fetch: async (get: ApiGet, signal?: AbortSignal) => {
      const body = await get(path, signal);
      const options = isWireObject(body) ? body : {};
      return {
        jobType: strings(options.jobType),
        experience: strings(options.experience),
        location: strings(options.location),
        title: strings(options.title),
        ...(isWireObject(options.counts) ? { counts: options.counts } : {}),
      };
    },
  };
}
