import { vi } from 'vitest';

import { parseListQuery } from '../../src/contract/listPages';
import { apiPaths, resourceOfPath } from '../../src/contract/paths';
import type { Resource } from '../../src/contract/resources';
import { wireDecoders, type WireObject } from '../../src/contract/wire';
import { jobMatches, optionCounts } from '../../src/domain/jobFilters';
import { pageOfList } from '../../src/domain/listWindow';
import { distinctOptions } from '../../src/domain/textMatch';
import { WIRE_ARTICLES, WIRE_COMPANIES, WIRE_JOBS, wireArticle, wireCompany, wireJob } from './wireData';

/** An answer: a status (an error with a JSON message), 'pending' (never settles: the page stays loading), or a JSON body. */
export type Answer = number | 'pending' | object;

/**
 * What the fake API answers: each list, and each item by its id. A list path with a window in its
 * query (src/contract/listPages.ts) answers that window of the list's answer, cut by pageOfList and
 * filtered by jobMatches as the server does; /api/job-options answers each job field's distinct
 * values over the jobs answer.
 */
export interface Answers {
  jobs: () => Answer;
  job: (id: number) => Answer;
  companies: () => Answer;
  company: (id: number) => Answer;
  articles: () => Answer;
  article: (id: number) => Answer;
}

const known = (list: readonly { id: number }[], id: number) => list.some((item) => item.id === id);

const DEFAULTS: Answers = {
  jobs: () => WIRE_JOBS,
  job: (id) => (known(WIRE_JOBS, id) ? wireJob(id) : 404),
  companies: () => WIRE_COMPANIES,
  company: (id) => (known(WIRE_COMPANIES, id) ? wireCompany(id) : 404),
  articles: () => WIRE_ARTICLES,
  article: (id) => (known(WIRE_ARTICLES, id) ? wireArticle(id) : 404),
};

/** Each resource's list answer and item answer. */
const ANSWER_NAMES: Record<Resource, readonly [list: 'jobs' | 'companies' | 'articles', item: 'job' | 'company' | 'article']> = {
  jobs: ['jobs', 'job'],
  companies: ['companies', 'company'],
  articles: ['articles', 'article'],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FakeApi {
  fetch: ReturnType<typeof vi.fn>;
  /** How many times this answer was asked for (the jobs list: "jobs", a window of it included). */
  requests(answer: keyof Answers): number;
  /** The query strings of the windows of `resource` asked for, in order (the whole list's requests are not in it). */
  windows(resource: Resource): URLSearchParams[];
  /** How many times the job options were asked for. */
  optionRequests(): number;
}

const isWireObject = (value: unknown): value is WireObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The window `params` asks of the list `body` (a list answer that is no list is answered as it is). */
function windowOf(resource: Resource, body: object, params: URLSearchParams): object {
  const parsed = parseListQuery(resource, params);
  if (!parsed?.ok || !Array.isArray(body)) return body;
  const { window, filter } = parsed.query;
  const keep = (item: unknown) =>
    isWireObject(item) && (resource !== 'jobs' || jobMatches(wireDecoders.jobs.summary(item), filter));
  return pageOfList<unknown>(body, keep, window);
}

/** /api/job-options over a jobs answer. */
function jobOptionsOf(body: object): object {
  const jobs = Array.isArray(body) ? body.filter(isWireObject).map(wireDecoders.jobs.summary) : [];
  const values = (key: 'jobType' | 'experience' | 'location' | 'title') => distinctOptions(jobs.map((job) => job[key]));
  return {
    jobType: values('jobType'),
    experience: values('experience'),
    location: values('location'),
    title: values('title'),
    counts: optionCounts(jobs),
  };
}

/** Replaces fetch with the API's GET answers for jobs, companies and articles (wireData.ts unless told otherwise). */
export function installFakeApi(answers: Partial<Answers> = {}): FakeApi {
  const resolvers = { ...DEFAULTS, ...answers };
  const counts = new Map<keyof Answers, number>();
  const windows: Record<Resource, URLSearchParams[]> = { jobs: [], companies: [], articles: [] };
  let optionRequests = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === apiPaths.jobOptions) {
      optionRequests += 1;
      const jobs = resolvers.jobs();
      if (jobs === 'pending') return new Promise<Response>(() => {});
      return typeof jobs === 'number' ? json({ message: 'Refused' }, jobs) : json(jobOptionsOf(jobs));
    }
    const found = resourceOfPath(url.pathname);
    const id = found?.detail ? url.pathname.slice(url.pathname.lastIndexOf('/') + 1) : '';
    if (!found || (found.detail && !/^\d+$/.test(id))) return json({ message: 'Not found' }, 404);
    const [list, item] = ANSWER_NAMES[found.resource];
    const name = found.detail ? item : list;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const answer = found.detail ? resolvers[item](Number(id)) : resolvers[list]();
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (typeof answer === 'number') return json({ message: 'Refused' }, answer);
    if (!found.detail && url.search) {
      windows[found.resource].push(url.searchParams);
      return json(windowOf(found.resource, answer, url.searchParams));
    }
    return json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    requests: (name) => counts.get(name) ?? 0,
    windows: (resource) => windows[resource],
    optionRequests: () => optionRequests,
  };
}
