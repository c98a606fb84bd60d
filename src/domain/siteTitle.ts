/**
 * The site's name and description, and how a page's title becomes the browser tab's text. Each
 * page's own title and description are in the page table (src/app/pages.ts).
 */
export const SITE_NAME = 'Sr Technologies Jobs';

export const SITE_DESCRIPTION =
  'Sr Technologies Jobs: recruitment, staffing and outsourcing in Chennai. Browse jobs, companies and career news, and apply with your resume, even offline.';

/** The browser tab's text for a page title ("Find Jobs | Sr Technologies Jobs"). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
