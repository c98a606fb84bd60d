import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';

import { routes } from '../domain/routes';
import { Layout } from './layout/Layout';
import { LayoutFallback } from './layout/LayoutFallback';
import { lazyPage, type PageModule } from './lazyPage';
import { PageBoundary } from './PageBoundary';
import { RouteErrorScreen } from './RouteErrorScreen';

/**
 * The one table of routes (docs/PRODUCT.md §2). Every screen is its own lazily loaded chunk, so a phone
 * downloads only the code of the page it opens. Plain (declarative) React Router: the site loads
 * its data with TanStack Query, so the data router's loaders, actions and fetchers would be ~13 KB
 * of unused code on every first visit (docs/ARCHITECTURE.md).
 */
/** Of each route made by page(): how to fetch its code, and its module as the build manifest names it. */
const pages = new WeakMap<RouteObject, { preload: () => Promise<unknown>; source: string }>();

/** Every module a route draws, each loaded on first use (Vite makes each a chunk of its own). */
const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '../features/staff/StaffConsole.tsx',
  '../features/apply/ApplicationProvider.tsx',
]);

/** A route drawing `module` (a key of pageModules, relative to this folder). */
function page(path: string | undefined, module: string, children?: RouteObject[]): RouteObject {
  const load = pageModules[module];
  if (!load) throw new Error(`The route table names ${module}, which is not one of its page modules`);
  const Page = lazyPage(load);
  const route: RouteObject = { path, element: <Page />, children };
  // The source relative to the project's root, as the manifest has it: the server links its styles.
  pages.set(route, { preload: Page.preload, source: `src/${module.slice('../'.length)}` });
  return route;
}

export const routeObjects: RouteObject[] = [
  // The staff console has its own header and no public navigation; its chunk (StaffConsole-*.js)
  // is left out of the worker's precache by vite.config.ts.
  page(`${routes.staff}/*`, '../features/staff/StaffConsole.tsx'),
  {
    element: <Layout />,
    children: [
      page(routes.home, '../features/home/HomePage.tsx'),
      page(routes.homeAlias, '../features/home/HomePage.tsx'),
      page(routes.findJobs, '../features/jobs/FindJobsPage.tsx'),
      page(routes.findFilteredJobs, '../features/jobs/FindFilteredJobsPage.tsx'),
      page(routes.aboutUs, '../features/about/AboutPage.tsx'),
      page(routes.employers, '../features/companies/CompanyListPage.tsx'),
      page(routes.blogs, '../features/articles/ArticleListPage.tsx'),
      page(routes.contact, '../features/contact/ContactPage.tsx'),
      // The pages whose "Apply Now" opens the application form (docs/PRODUCT.md §4) sit inside its
      // provider; the form's code is a chunk of its own that no other page loads.
      page(undefined, '../features/apply/ApplicationProvider.tsx', [
        page(routes.jobDetails, '../features/jobs/JobDetailsPage.tsx'),
      ]),
      page(routes.companyDetails, '../features/companies/CompanyDetailsPage.tsx'),
      page(routes.articleDetails, '../features/articles/ArticleDetailsPage.tsx'),
      { path: '*', element: <RouteErrorScreen /> },
    ],
  },
];

/** The matched routes of an address (path and query), deepest last; empty for none. */
export function matchedRoutes(location: string): RouteObject[] {
  return (matchRoutes(routeObjects, location) ?? []).map((match) => match.route);
}

/** In the browser, a new task: what follows no longer lengthens the one that called it. */
const nextTask = (): Promise<void> =>
  typeof window === 'undefined' ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The source modules of the pages `location` shows, as Vite's build manifest names them
 * (src/features/home/HomePage.tsx): the server render reports them so the page links their CSS.
 */
export function matchedPageModules(location: string): string[] {
  return matchedRoutes(location).flatMap((route) => pages.get(route)?.source ?? []);
}

/**
 * Fetches the code of the pages `location` shows. The server render and the hydrating render call
 * it first, so both draw the page itself rather than the loading fallback. In the browser it
 * starts in a task of its own: the app's script calls it while it is being evaluated, and asking
 * for a page's code adds a `<link rel="modulepreload">` for each of its chunks (Vite's preload),
 * 20 to 40 of them, which made that one task block a phone some 100 ms longer.
 */
export async function preloadPages(location: string): Promise<void> {
  await nextTask();
  await Promise.all(matchedRoutes(location).map((route) => pages.get(route)?.preload()));
}

/**
 * The app's routes, inside the router of the page (BrowserRouter, start.tsx) or of the server
 * render (StaticRouter, ssr/entryServer.tsx). A failure of the layout itself shows the error screen
 * alone; a page's failure shows it inside the layout (Layout.tsx), so the navbar and footer stay.
 */
export function AppRoutes() {
  return <PageBoundary fallback={<LayoutFallback />}>{useRoutes(routeObjects)}</PageBoundary>;
}
