import { routes } from '../../../src/domain/routes';

/**
 * The site's pages of docs/PRODUCT.md §2 that every visitor reaches from the menu, besides the
 * home page and the detail pages: what the page-size test and the page benches walk through.
 */
export const MENU_PAGES = [
  routes.findJobs,
  routes.findFilteredJobs,
  routes.aboutUs,
  routes.employers,
  routes.blogs,
  routes.contact,
] as const;
