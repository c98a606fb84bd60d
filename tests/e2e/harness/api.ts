import { apiPaths } from '../../../src/contract/paths';
import { decodeArticleSummary, decodeCompanySummary, decodeJobSummary } from '../../../src/contract/wire';
import type { ArticleSummary, CompanySummary, JobSummary } from '../../../src/domain/entities';

/**
 * What the server's API answers, decoded to the app's honest names, so a test can compare the
 * page against the data without spelling wire field names (those live only in src/api/).
 */
async function getList<D, T>(baseURL: string, path: string, decode: (d: Partial<D>) => T): Promise<T[]> {
  const response = await fetch(`${baseURL}${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`GET ${path} did not answer a JSON array`);
  return (body as Partial<D>[]).map(decode);
}

export function fetchJobs(baseURL: string): Promise<JobSummary[]> {
  return getList(baseURL, apiPaths.jobs, decodeJobSummary);
}

export function fetchCompanies(baseURL: string): Promise<CompanySummary[]> {
  return getList(baseURL, apiPaths.companies, decodeCompanySummary);
}

export function fetchArticles(baseURL: string): Promise<ArticleSummary[]> {
  return getList(baseURL, apiPaths.articles, decodeArticleSummary);
}

export interface SiteContent {
  jobs: JobSummary[];
  companies: CompanySummary[];
  articles: ArticleSummary[];
}

/** All three lists at once. */
export async function fetchContent(baseURL: string): Promise<SiteContent> {
  const [jobs, companies, articles] = await Promise.all([fetchJobs(baseURL), fetchCompanies(baseURL), fetchArticles(baseURL)]);
  return { jobs, companies, articles };
}
