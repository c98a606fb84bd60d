import { isLanguage, type Language, pathInLanguage } from '../src/domain/languages';
import { routes } from '../src/domain/routes';
import { fetchArticles, fetchCompanies, fetchJobs } from '../tests/e2e/harness/api';
import { MENU_PAGES } from '../tests/server/support/sitePaths';

export interface SitePage {
  label: string;
  url: string;
}

/**
 * Every route of docs/PRODUCT.md §2 and the first job, company and article of the data `baseURL`
 * serves, at each of `languages`' addresses (English's plain ones, /ta/..., /hi/...).
 */
export async function sitePages(baseURL: string, languages: readonly Language[] = ['en']): Promise<SitePage[]> {
  const [jobs, companies, articles] = await Promise.all([fetchJobs(baseURL), fetchCompanies(baseURL), fetchArticles(baseURL)]);
  const lists = [
    routes.home,
    routes.homeAlias,
    ...MENU_PAGES,
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
  return languages.flatMap((language) =>
    [...lists, ...details].map((plain) => {
      const path = pathInLanguage(plain, language);
      return { label: path, url: `${baseURL}${path}` };
    }),
  );
}

/** `--lang` codes (comma-separated, e.g. `en,ta,hi`); none measures English only. */
export function benchLanguages(option: string | undefined): Language[] {
  const codes = option?.split(',').filter(Boolean) ?? ['en'];
  for (const code of codes) if (!isLanguage(code)) throw new Error(`--lang: ${code} is not one of the site's languages`);
  return codes.filter(isLanguage);
}

/** `--only` label substrings (comma-separated), or whole labels after `=` (`=/ta` is Tamil's home only); none keeps every page. */
export function onlyPages<T extends SitePage>(pages: T[], only: string | undefined): T[] {
  const parts = only?.split(',').filter(Boolean) ?? [];
  const matches = (label: string, part: string) => (part.startsWith('=') ? label === part.slice(1) : label.includes(part));
  return pages.filter((page) => parts.length === 0 || parts.some((part) => matches(page.label, part)));
}
