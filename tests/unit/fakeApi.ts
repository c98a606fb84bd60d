import { vi } from 'vitest';

import { resourceOfPath } from '../../src/contract/paths';
import type { Resource } from '../../src/contract/resources';
import { WIRE_ARTICLES, WIRE_COMPANIES, WIRE_JOBS, wireArticle, wireCompany, wireJob } from './wireData';

/** An answer: a status (an error with a JSON message), 'pending' (never settles: the page stays loading), or a JSON body. */
export type Answer = number | 'pending' | object;

/** What the fake API answers: each list, and each item by its id. */
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
  /** How many times this answer was asked for (the jobs list: "jobs"). */
  requests(answer: keyof Answers): number;
}

/** Replaces fetch with the API's GET answers for jobs, companies and articles (wireData.ts unless told otherwise). */
export function installFakeApi(answers: Partial<Answers> = {}): FakeApi {
  const resolvers = { ...DEFAULTS, ...answers };
  const counts = new Map<keyof Answers, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const found = resourceOfPath(url.pathname);
    const id = found?.detail ? url.pathname.slice(url.pathname.lastIndexOf('/') + 1) : '';
    if (!found || (found.detail && !/^\d+$/.test(id))) return json({ message: 'Not found' }, 404);
    const [list, item] = ANSWER_NAMES[found.resource];
    const name = found.detail ? item : list;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    const answer = found.detail ? resolvers[item](Number(id)) : resolvers[list]();
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (typeof answer === 'number') return json({ message: 'Refused' }, answer);
    return json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests: (name) => counts.get(name) ?? 0 };
}
