import type { Resource } from '../../contract/resources';
import type { PageName } from '../../domain/pageTitles';
import { routes } from '../../domain/routes';

/** What the server fetches before rendering a route: the lists its page reads and the item it shows. */
export interface PagePlan {
  page: PageName;
  lists: Resource[];
  /** A detail page: the resource whose `?id=` item it shows (its title and image are the page's). */
  detail?: Resource;
}

const home: PagePlan = { page: 'home', lists: ['jobs', 'articles'] };

/** By route path (router.tsx), the queries each page's hooks (src/api/queries.ts) read on its first render. */
const plans: Readonly<Record<string, PagePlan>> = {
  [routes.home]: home,
  [routes.homeAlias]: home,
  [routes.findJobs]: { page: 'findJobs', lists: ['jobs'] },
  [routes.findFilteredJobs]: { page: 'findFilteredJobs', lists: ['jobs'] },
  [routes.aboutUs]: { page: 'aboutUs', lists: [] },
  [routes.employers]: { page: 'employers', lists: ['companies'] },
  [routes.blogs]: { page: 'blogs', lists: ['articles'] },
  [routes.contact]: { page: 'contact', lists: [] },
  // Related Jobs lists every job.
  [routes.jobDetails]: { page: 'jobDetails', lists: ['jobs'], detail: 'jobs' },
  [routes.companyDetails]: { page: 'companyDetails', lists: [], detail: 'companies' },
  [routes.articleDetails]: { page: 'articleDetails', lists: [], detail: 'articles' },
};

/**
 * Routes the server does not render: the staff console needs a session and the network, holds
 * nothing a crawler or a shared link should see, and renders in the browser from the plain shell.
 */
const CLIENT_ONLY: ReadonlySet<string> = new Set([`${routes.staff}/*`]);

export function isClientOnly(routePath: string | undefined): boolean {
  return routePath !== undefined && CLIENT_ONLY.has(routePath);
}

/** The plan of a matched route path; null for the catch-all (the not-found page). */
export function pagePlan(routePath: string | undefined): PagePlan | null {
  return routePath === undefined ? null : (plans[routePath] ?? null);
}
