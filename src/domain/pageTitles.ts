/**
 * Each page's title and description: the browser tab's title (useDocumentTitle) and the
 * server-rendered <title>, meta description and Open Graph tags read them from here, so a page has
 * the same title before and after its script runs. A detail page's title is its item's name.
 */
export const SITE_NAME = 'Sr Technologies Jobs';

export const SITE_DESCRIPTION =
  'Sr Technologies Jobs: recruitment, staffing and outsourcing in Chennai. Browse jobs, companies and career news, and apply with your resume, even offline.';

export const pageTitles = {
  home: 'Jobs and recruitment in Chennai',
  findJobs: 'Find Jobs',
  findFilteredJobs: 'Filtered Jobs',
  aboutUs: 'About Us',
  employers: 'Employers',
  blogs: 'Recent News Articles',
  contact: 'Contact Us',
  jobDetails: 'Job Details',
  companyDetails: 'Company Details',
  articleDetails: 'Article',
  notFound: 'Page not found',
  error: 'Error',
} as const;

export type PageName = keyof typeof pageTitles;

/** The meta description of the pages that are not one item's (an item's is its own text). */
export const pageDescriptions: Readonly<Record<PageName, string>> = {
  home: SITE_DESCRIPTION,
  findJobs: 'Open jobs in Chennai and across India: filter by job type, experience and location, and apply with your resume.',
  findFilteredJobs: 'Jobs matching your search, from Sr Technologies Jobs in Chennai.',
  aboutUs:
    'Sr Technologies: recruitment, outsourcing (ESI, PF, payroll, labour-law compliance) and staffing services in Chennai.',
  employers: 'Companies hiring through Sr Technologies Jobs, a recruitment agency in Chennai.',
  blogs: 'Fresh job related news content posted each day.',
  contact: 'Contact Sr Technologies Jobs in Chennai: address, phone numbers and e-mail.',
  jobDetails: SITE_DESCRIPTION,
  companyDetails: SITE_DESCRIPTION,
  articleDetails: SITE_DESCRIPTION,
  notFound: SITE_DESCRIPTION,
  error: SITE_DESCRIPTION,
};

/** The browser tab's text for a page title ("Find Jobs | Sr Technologies Jobs"). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
