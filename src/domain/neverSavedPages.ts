import { languageOfPath } from './languages';
import { routes } from './routes';

/**
 * The pages the service worker never keeps a copy of (docs/OFFLINE.md, "Repeat visits"): the
 * staff console and every page that shows something of one person rather than public data. The
 * one list of them: a new personal page adds its route here. Each entry covers its sub-paths too.
 */
export const NEVER_SAVED_PAGES: readonly string[] = [
  routes.staff,
  // Personal pages (this device's own jobs, applications and test settings).
  routes.savedJobs,
  routes.myApplications,
  '/network-lab',
];

/**
 * True for an address (its path) on a page that is never saved, in any language (/ta/saved-jobs
 * too). Paths match regardless of case, as the router's do.
 */
export function isNeverSavedPage(pathname: string): boolean {
  const path = languageOfPath(pathname.toLowerCase()).path;
  return NEVER_SAVED_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
