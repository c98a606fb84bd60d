import type { Article, ArticleSummary, Company, CompanySummary, Job, JobSummary } from '../domain/entities';
import { noteApiAnswer } from '../offline/freshness';
import { API_BASE_URL } from './config';
import { apiPaths, detailPath, uploadUrl } from '../contract/paths';
import {
  decodeArticle,
  decodeArticleSummary,
  decodeCompany,
  decodeCompanySummary,
  decodeJob,
  decodeJobSummary,
  type ArticleDto,
  type ArticleListItemDto,
  type CompanyDto,
  type CompanyListItemDto,
  type JobDto,
  type JobListItemDto,
} from '../contract/wire';

/** An answer that was not 2xx; `message` is the server's JSON message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${API_BASE_URL}${path}`, { signal, headers: { Accept: 'application/json' } });
  // The service worker marks an answer from its saved copy (X-Saved-At): the offline banner tells its age.
  noteApiAnswer(path, response.headers);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return (await response.json()) as T;
}

async function getList<D, T>(path: string, decode: (d: Partial<D>) => T, signal?: AbortSignal): Promise<T[]> {
  const body = await getJson<unknown>(path, signal);
  return Array.isArray(body) ? (body as Partial<D>[]).map(decode) : [];
}

export const fetchJobs = (signal?: AbortSignal): Promise<JobSummary[]> =>
  getList<JobListItemDto, JobSummary>(apiPaths.jobs, decodeJobSummary, signal);
export const fetchJob = async (id: number, signal?: AbortSignal): Promise<Job> =>
  decodeJob(await getJson<Partial<JobDto>>(detailPath(apiPaths.jobs, id), signal));

export const fetchCompanies = (signal?: AbortSignal): Promise<CompanySummary[]> =>
  getList<CompanyListItemDto, CompanySummary>(apiPaths.companies, decodeCompanySummary, signal);
export const fetchCompany = async (id: number, signal?: AbortSignal): Promise<Company> =>
  decodeCompany(await getJson<Partial<CompanyDto>>(detailPath(apiPaths.companies, id), signal));

export const fetchArticles = (signal?: AbortSignal): Promise<ArticleSummary[]> =>
  getList<ArticleListItemDto, ArticleSummary>(apiPaths.articles, decodeArticleSummary, signal);
export const fetchArticle = async (id: number, signal?: AbortSignal): Promise<Article> =>
  decodeArticle(await getJson<Partial<ArticleDto>>(detailPath(apiPaths.articles, id), signal));

/** URL of an image of a job, company or article (SPEC.md §3: served from the uploads path). */
export const imageUrl = (fileName: string): string => uploadUrl(fileName, API_BASE_URL);
