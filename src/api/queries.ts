import { useQuery } from '@tanstack/react-query';
import { fetchArticle, fetchArticles, fetchCompanies, fetchCompany, fetchJob, fetchJobs } from './content';

/**
 * Server state for the screens. One query per resource, so the one jobs list feeds the banner
 * dropdowns, featured jobs, the job lists and related jobs from a single request (DESIGN.md §5).
 * SPEC.md §8: a failed load writes a console message and leaves the list empty.
 */
export const queryKeys = {
  jobs: ['jobs'] as const,
  job: (id: number) => ['jobs', id] as const,
  companies: ['companies'] as const,
  company: (id: number) => ['companies', id] as const,
  articles: ['articles'] as const,
  article: (id: number) => ['articles', id] as const,
};

function logged<T>(message: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(message, error);
      throw error;
    }
  };
}

export const useJobs = () =>
  useQuery({ queryKey: queryKeys.jobs, queryFn: ({ signal }) => logged('Error fetching jobs', () => fetchJobs(signal))() });

export const useJob = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.job(id ?? 0),
    queryFn: ({ signal }) => logged('Error fetching data', () => fetchJob(id ?? 0, signal))(),
    enabled: id !== null,
  });

export const useCompanies = () =>
  useQuery({ queryKey: queryKeys.companies, queryFn: ({ signal }) => logged('Error fetching data', () => fetchCompanies(signal))() });

export const useCompany = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.company(id ?? 0),
    queryFn: ({ signal }) => logged('Error fetching data', () => fetchCompany(id ?? 0, signal))(),
    enabled: id !== null,
  });

export const useArticles = () =>
  useQuery({ queryKey: queryKeys.articles, queryFn: ({ signal }) => logged('Error fetching articles', () => fetchArticles(signal))() });

export const useArticle = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.article(id ?? 0),
    queryFn: ({ signal }) => logged('Error fetching data', () => fetchArticle(id ?? 0, signal))(),
    enabled: id !== null,
  });
