import { vi } from 'vitest';
import type { ArticleDto, ArticleListItemDto, CompanyDto, CompanyListItemDto, JobListItemDto } from '../../../src/contract/wire';
import { present } from './present';

/** Twelve jobs as the API sends them, with the data's untidiness (case, spaces) in titles and locations. */
export const WIRE_JOBS: JobListItemDto[] = Array.from({ length: 12 }, (_, i) => {
  const n = i + 1;
  const locations = ['Chennai', ' chennai ', 'Coimbatore', 'Madurai'];
  const titles = ['Accountant', 'accountant ', 'Welder', 'Nurse'];
  return {
    id: n,
    image: `job-${n}.svg`,
    jobname: n <= 4 ? (titles[i] ?? 'Accountant') : `Job number ${n}`,
    companyname: `Company ${n}`,
    location: locations[i % 4] ?? 'Chennai',
    jobtype: n % 3 === 0 ? null : 'Full Time',
    experience: '1-3',
    salary: `₹${n},00,000`,
  };
});

export const WIRE_COMPANIES: CompanyListItemDto[] = [
  { id: 1, image: 'c1.svg', jobname: 'Marudham Finserv', location: 'Chennai' },
  { id: 2, image: 'c2.svg', jobname: 'Kurinji Data Systems', location: 'Bengaluru' },
  { id: 3, image: 'c3.svg', jobname: 'Noyyal Pumps', location: 'Coimbatore' },
  { id: 4, image: 'c4.svg', jobname: 'Bayline Technologies', location: 'chennai' },
];

export function wireCompany(id: number): CompanyDto {
  const item = present(WIRE_COMPANIES.find((c) => c.id === id) ?? WIRE_COMPANIES[0], 'company');
  return {
    ...item,
    application_startdate: '2025-01-03',
    application_enddate: '200-500',
    salary: '₹85 Cr',
    mainheading: `Why ${item.jobname}`,
    maindescription: 'A growing employer in Tamil Nadu.',
    headings: JSON.stringify([{ heading: 'What We Do', options: ['Home loans', 'MSME loans'] }]),
  };
}

export const WIRE_ARTICLES: ArticleListItemDto[] = [
  { id: 1, image: 'a1.svg', jobname: 'Interview tips', location: 'What recruiters listen for.' },
  { id: 2, image: 'a2.svg', jobname: 'Hiring trends 2025', location: 'Where the jobs are.' },
  { id: 3, image: 'a3.svg', jobname: 'PF and ESI explained', location: 'Your statutory benefits.' },
  { id: 4, image: 'a4.svg', jobname: 'Salary talks', location: 'How to negotiate.' },
];

export function wireArticle(id: number): ArticleDto {
  const item = present(WIRE_ARTICLES.find((a) => a.id === id) ?? WIRE_ARTICLES[0], 'article');
  return {
    ...item,
    date: '2025-02-18',
    mainheading: `${item.jobname}: the details`,
    maindescription: 'The long story.',
    headings: JSON.stringify([{ heading: 'First part', options: ['Paragraph one.', 'Paragraph two.'] }]),
    salary: 'Hire for attitude, train for skill.',
  };
}

/** An answer: a body (200), a status (error with a JSON message), or 'pending' (never settles). */
export type Answer = unknown;
type Resolver = (id: number | null) => Answer;

export interface SiteApiAnswers {
  jobs?: Resolver;
  companies?: Resolver;
  articles?: Resolver;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const DEFAULTS: Required<SiteApiAnswers> = {
  jobs: (id) => (id === null ? WIRE_JOBS : 404),
  companies: (id) => (id === null ? WIRE_COMPANIES : WIRE_COMPANIES.some((c) => c.id === id) ? wireCompany(id) : 404),
  articles: (id) => (id === null ? WIRE_ARTICLES : WIRE_ARTICLES.some((a) => a.id === id) ? wireArticle(id) : 404),
};

const RESOURCE: Record<string, keyof SiteApiAnswers> = {
  Project_10_Sr_Technologies_Jobs_NewPosts: 'jobs',
  Project_10_Sr_Technologies_Jobs_NewCompany: 'companies',
  Project_10_Sr_Technologies_Jobs_NewArticles: 'articles',
};

/**
 * Replaces fetch with the API's GET answers for jobs, companies and articles. A numeric answer is an
 * error status; 'pending' never settles (the page stays loading); anything else is the JSON body.
 */
export function installSiteApi(answers: SiteApiAnswers = {}) {
  const resolvers = { ...DEFAULTS, ...answers };
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /^\/api\/(\w+?)(?:\/(\d+))?$/.exec(url.pathname);
    const resource = match ? RESOURCE[match[1] ?? ''] : undefined;
    if (!match || !resource) return json({ message: 'Not found' }, 404);
    const answer = resolvers[resource](match[2] ? Number(match[2]) : null);
    if (answer === 'pending') return new Promise<Response>(() => {});
    if (typeof answer === 'number') return json({ message: 'Refused' }, answer);
    return json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
