/**
 * The site's name, and how a page's title becomes the browser tab's text. Each page's own title
 * and description are messages the page table names (src/app/pages.ts); the site's description is
 * the head catalogue's `head.site`.
 */
export const SITE_NAME = 'Sr Technologies Jobs';

/** The browser tab's text for a page title ("Find Jobs | Sr Technologies Jobs"). */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
