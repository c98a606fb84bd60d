import type { Context } from 'hono';
import { Hono } from 'hono';

import { resourcePaths } from '../../src/contract/paths';
import { type Resource, RESOURCES } from '../../src/contract/resources';
import {
  encodeArticle,
  encodeArticleListItem,
  encodeCompany,
  encodeCompanyListItem,
  encodeJob,
  encodeJobListItem,
} from '../../src/contract/wire';
import type { ArticleRecord, CompanyRecord, JobRecord } from '../../src/domain/entities';
import type { Db } from '../db/connect';
import type { AnswerCache } from '../http/answerCache';
import { errorResponse } from '../http/errors';
import { API_CACHE_CONTROL, prepareJson, sendPrepared } from '../http/preparedBody';
import { findArticle, listArticles } from '../repositories/articles';
import { findCompany, listCompanies } from '../repositories/companies';
import { findJob, listJobs } from '../repositories/jobs';
import { parseId } from './parseId';

/** How one resource is read, named and encoded. */
interface ResourceRoutes<R> {
  /** What the 404 message calls one of these. */
  noun: string;
  list: (db: Db['kysely']) => Promise<R[]>;
  find: (db: Db['kysely'], id: number) => Promise<R | undefined>;
  encodeListItem: (r: R) => unknown;
  encode: (r: R) => unknown;
}

interface StoredRecords {
  jobs: JobRecord;
  companies: CompanyRecord;
  articles: ArticleRecord;
}

const resources: { [K in Resource]: ResourceRoutes<StoredRecords[K]> } = {
  jobs: { noun: 'job', list: listJobs, find: findJob, encodeListItem: encodeJobListItem, encode: encodeJob },
  companies: {
    noun: 'company',
    list: listCompanies,
    find: findCompany,
    encodeListItem: encodeCompanyListItem,
    encode: encodeCompany,
  },
  articles: {
    noun: 'article',
    list: listArticles,
    find: findArticle,
    encodeListItem: encodeArticleListItem,
    encode: encodeArticle,
  },
};

function notFound(c: Context, noun: string): Response {
  return errorResponse(c, 404, { message: `The ${noun} was not found.` });
}

function mount<R>(app: Hono, db: Db, cache: AnswerCache, path: string, r: ResourceRoutes<R>): void {
  app.get(path, async (c) => {
    const body = await cache.get(path, async () => prepareJson((await r.list(db.kysely)).map(r.encodeListItem)));
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

/** GET lists and details of jobs, companies and articles (docs/PRODUCT.md §7), served from the answer cache. */
export function contentRoutes(db: Db, cache: AnswerCache): Hono {
  const app = new Hono();
  // Generic over the name, so TypeScript pairs each resource's routes with its record type.
  const mountResource = <K extends Resource>(name: K) =>
    mount<StoredRecords[K]>(app, db, cache, resourcePaths[name], resources[name]);
  RESOURCES.forEach(mountResource);
  return app;
}
