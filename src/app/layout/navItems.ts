import { routes } from '../../domain/routes';
import type { MessageId } from '../../i18n/messageIds';

/** docs/PRODUCT.md §2: the navbar's links, in order. */
export interface NavItem {
  label: MessageId;
  to: string;
  /** Paths where this link is the current page (aria-current="page"). */
  pages: readonly string[];
  /** Paths that belong to this link's section (a detail page): highlighted, aria-current="true". */
  section: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'nav.home', to: routes.home, pages: [routes.home, routes.homeAlias], section: [] },
  { label: 'nav.findJobs', to: routes.findJobs, pages: [routes.findJobs], section: [routes.findFilteredJobs, routes.jobDetails] },
  { label: 'nav.aboutUs', to: routes.aboutUs, pages: [routes.aboutUs], section: [] },
  { label: 'nav.employers', to: routes.employers, pages: [routes.employers], section: [routes.companyDetails] },
  { label: 'nav.blog', to: routes.blogs, pages: [routes.blogs], section: [routes.articleDetails] },
  { label: 'nav.contact', to: routes.contact, pages: [routes.contact], section: [] },
];

/** The aria-current value of a nav link on the given path: the page itself, its section, or neither. */
export function navCurrent(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.pages.includes(path)) return 'page';
  if (item.section.includes(path)) return 'true';
  return undefined;
}
