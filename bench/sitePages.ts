import { routes } from '../src/domain/routes';
import { fetchArticles, fetchCompanies, fetchJobs } from '../tests/e2e/harness/api';

export interface SitePage {
  label: string;
  url: string;
}

/** Every route of docs/PRODUCT.md §2 and the first job, company and article of the data `baseURL` serves. */
export async function sitePages(baseURL: string): Promise<SitePage[]> {
  const [jobs, companies, articles] = await Promise.all([fetchJobs(baseURL), fetchCompanies(baseURL), fetchArticles(baseURL)]);
  const lists = [
    routes.home,
    routes.homeAlias,
    routes.findJobs,
    routes.findFilteredJobs,
    routes.aboutUs,
    routes.employers,
    routes.blogs,
    routes.contact,
    // The job seeker's toolkit and the testers' lab: a search in the address, and the device's pages.
    `${routes.findJobs}?q=night%20shift`,
    routes.savedJobs,
    routes.myApplications,
    routes.networkLab,
  ];
  const details = [
    `${routes.jobDetails}?id=${jobs[0]?.id}`,
    `${routes.companyDetails}?id=${companies[0]?.id}`,
    `${routes.articleDetails}?id=${articles[0]?.id}`,
  ];
  return [...lists, ...details].map((path) => ({ label: path, url: `${baseURL}${path}` }));
}

/** `--only` label substrings (comma-separated); none keeps every page. */
export function onlyPages<T extends SitePage>(pages: T[], only: string | undefined): T[] {
  const parts = only?.split(',').filter(Boolean) ?? [];
  return pages.filter((page) => parts.length === 0 || parts.some((part) => page.label.includes(part)));
}
