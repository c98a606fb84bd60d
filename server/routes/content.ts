import type { Context } from 'hono';
import { Hono } from 'hono';

import { listQuerySearch, parseListQuery } from '../../src/contract/listPages';
import { apiPaths, resourcePaths } from '../../src/contract/paths';
import { type Resource, RESOURCES } from '../../src/contract/resources';
import {
  type ArticleListItemDto,
  type CompanyListItemDto,
  decodeArticleSummary,
  decodeCompanySummary,
  decodeJobSummary,
  encodeArticle,
  encodeArticleListItem,
  encodeCompany,
  encodeCompanyListItem,
  encodeJob,
  encodeJobListItem,
  type JobListItemDto,
  type ResourceSummaries,
} from '../../src/contract/wire';
import type { ArticleRecord, CompanyRecord, JobRecord } from '../../src/domain/entities';
import { type JobFilter, jobMatches } from '../../src/domain/jobFilters';
import { pageOfList } from '../../src/domain/listWindow';
import type { Db } from '../db/connect';
import type { AnswerCache } from '../http/answerCache';
import { errorResponse } from '../http/errors';
import { API_CACHE_CONTROL, prepareJson, sendPrepared } from '../http/preparedBody';
import { findArticle, listArticles } from '../repositories/articles';
import { findCompany, listCompanies } from '../repositories/companies';
import { findJob, listJobs } from '../repositories/jobs';
import { jobKeywordSearch, type KeywordSearchResult } from './jobKeywordSearch';
import { jobOptionsOf } from './jobOptions';
import { parseId } from './parseId';

/** One item of a list as it is kept in memory: as the plain list sends it, and as the web app reads it. */
interface ListEntry<L, S> {
  item: L;
  summary: S;
}

/** How one resource is read, named, encoded and filtered. */
interface ResourceRoutes<R, L, S> {
  /** What the 404 message calls one of these. */
  noun: string;
  list: (db: Db['kysely']) => Promise<R[]>;
  find: (db: Db['kysely'], id: number) => Promise<R | undefined>;
  encodeListItem: (r: R) => L;
  encode: (r: R) => unknown;
  /** The item as the web app decodes it: the filters' rule reads what the visitor sees. */
  summary: (item: L) => S;
  /** Whether a window's filter keeps it (parseListQuery gives other lists an empty filter). */
  keeps: (summary: S, filter: JobFilter) => boolean;
}

interface StoredRecords {
  jobs: JobRecord;
  companies: CompanyRecord;
  articles: ArticleRecord;
}

interface ListItems {
  jobs: JobListItemDto;
  companies: CompanyListItemDto;
  articles: ArticleListItemDto;
}

type RoutesOf<K extends Resource> = ResourceRoutes<StoredRecords[K], ListItems[K], ResourceSummaries[K]>;
type EntriesOf<K extends Resource> = Entries<ListItems[K], ResourceSummaries[K]>;

const keepsAll = () => true;

const resources: { [K in Resource]: RoutesOf<K> } = {
  jobs: {
    noun: 'job',
    list: listJobs,
    find: findJob,
    encodeListItem: encodeJobListItem,
    encode: encodeJob,
    summary: decodeJobSummary,
    // docs/PRODUCT.md §5: the one rule of the job filters, as /find-jobs applies it in the browser.
    keeps: jobMatches,
  },
  companies: {
    noun: 'company',
    list: listCompanies,
    find: findCompany,
    encodeListItem: encodeCompanyListItem,
    encode: encodeCompany,
    summary: decodeCompanySummary,
    keeps: keepsAll,
  },
  articles: {
    noun: 'article',
    list: listArticles,
    find: findArticle,
    encodeListItem: encodeArticleListItem,
    encode: encodeArticle,
    summary: decodeArticleSummary,
    keeps: keepsAll,
  },
};

function notFound(c: Context, noun: string): Response {
  return errorResponse(c, 404, { message: `The ${noun} was not found.` });
}

/**
 * A resource's list kept encoded and decoded in memory until content changes (the answer cache's
 * memo), so a window with a filter nobody asked for before costs a pass over 5,000 objects, not a query.
 */
type Entries<L, S> = () => Promise<readonly ListEntry<L, S>[]>;

function mount<R, L, S>(
  app: Hono,
  cache: AnswerCache,
  resource: Resource,
  r: ResourceRoutes<R, L, S>,
  entries: Entries<L, S>,
  db: Db,
  search?: (q: string) => Promise<KeywordSearchResult<ListEntry<L, S>> | null>,
): void {
  const path = resourcePaths[resource];
  app.get(path, async (c) => {
    const parsed = parseListQuery(resource, new URL(c.req.url).searchParams);
    if (parsed === null) {
      // The plain list, as the agency's API answers it: every item, no envelope.
      const body = await cache.get(path, async () => prepareJson((await entries()).map((e) => e.item)));
      return body ? sendPrepared(c, body, API_CACHE_CONTROL) : notFound(c, r.noun);
    }
    if (!parsed.ok) return errorResponse(c, 400, { message: parsed.message });
    const { window, filter, q } = parsed.query;
    // The canonical query names the answer: the same window asked for in another spelling shares it.
    const body = await cache.getBounded(`${path}?${listQuerySearch(resource, parsed.query)}`, async () => {
      const searched = q && search ? await search(q) : null;
      // A search's matches come in rank order, which "newest first" does not turn round.
      const page =
        searched === null
          ? pageOfList(await entries(), (e) => r.keeps(e.summary, filter), window)
          : {
              ...pageOfList(searched.found, (e) => r.keeps(e.summary, filter), { ...window, newestFirst: false }),
              total: (await entries()).length,
            };
      // Only a search that found nothing offers others (the field is left out otherwise).
      const suggestions = searched?.suggestions.length ? { suggestions: searched.suggestions } : {};
      return prepareJson({ ...page, items: page.items.map((e) => e.item), ...suggestions });
    });
    return body ? sendPrepared(c, body, API_CACHE_CONTROL) : notFound(c, r.noun);
  });
  app.get(`${path}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === null) return notFound(c, r.noun);
    const body = await cache.get(`${path}/${id}`, async () => {
      const record = await r.find(db.kysely, id);
      return record === undefined ? null : prepareJson(r.encode(record));
    });
    return body ? sendPrepared(c, body, API_CACHE_CONTROL) : notFound(c, r.noun);
  });
}

/**
 * GET lists and details of jobs, companies and articles (docs/PRODUCT.md §7), their windows and the
 * job filters' options, served from the answer cache.
 */
export function contentRoutes(db: Db, cache: AnswerCache): Hono {
  const app = new Hono();
  // Generic over the name, so TypeScript pairs each resource's routes with its record type.
  const mountResource = <K extends Resource>(name: K): EntriesOf<K> => {
    const r: RoutesOf<K> = resources[name];
    const entries = cache.memo(async () =>
      (await r.list(db.kysely)).map((record) => {
        const item = r.encodeListItem(record);
        return { item, summary: r.summary(item) };
      }),
    );
    // Only the jobs are searched by keyword (parseListQuery takes `q` for them alone).
    const search = name === 'jobs' ? jobKeywordSearch(db, cache, entries, (e) => e.summary.id) : undefined;
    mount(app, cache, name, r, entries, db, search);
    return entries;
  };
  const jobEntries = mountResource('jobs');
  RESOURCES.filter((name) => name !== 'jobs').forEach(mountResource);
  app.get(apiPaths.jobOptions, async (c) => {
    const body = await cache.get(apiPaths.jobOptions, async () =>
      prepareJson(jobOptionsOf((await jobEntries()).map((e) => e.summary))),
    );
    return body ? sendPrepared(c, body, API_CACHE_CONTROL) : notFound(c, 'job options');
  });
  return app;
}
