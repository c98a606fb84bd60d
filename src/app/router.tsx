import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';

import { nextTask } from '../browser/nextTask';
import { PageTitleContext } from '../components/useDocumentTitle';
import type { CatalogArea } from '../i18n/catalogAreas';
import { loadTexts } from '../i18n/pageTexts';
import { Layout } from './layout/Layout';
import { LayoutFallback } from './layout/LayoutFallback';
import { type LazyPage, lazyPage, type PageModule } from './lazyPage';
import { PageBoundary } from './PageBoundary';
import { type PageEntry, pages } from './pages';
import { RouteErrorScreen } from './RouteErrorScreen';

/** Of each route made by moduleRoute(): how to fetch its code, its module as the build manifest names it, its page. */
const routeFacts = new WeakMap<RouteObject, { preload: () => Promise<unknown>; source: string; page?: PageEntry }>();

/** Every module a route draws, each loaded on first use (Vite makes each a chunk of its own). */
const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '../features/staff/StaffConsole.tsx',
  '../features/apply/ApplicationProvider.tsx',
]);

/** A module's lazily loaded component (relative to src/features). */
function lazyModule(module: string, texts: readonly CatalogArea[]): LazyPage {
  const load = pageModules[`../features/${module}`];
  if (!load) throw new Error(`The page table names ${module}, which is not one of the router's page modules`);
  // The page's texts come with its code: it draws in its language from its first render.
  return lazyPage(async () => (await Promise.all([load(), loadTexts(texts)]))[0]);
}

/** A route drawing `module` (relative to src/features), around `children` or as `page` at `path`. */
function moduleRoute(module: string, options: { path?: string; page?: PageEntry; children?: RouteObject[] }): RouteObject {
  const Module = lazyModule(module, options.page?.texts ?? []);
  const { path, page, children } = options;
  // A page gives its title to useDocumentTitle, so the tab shows the table's title for it.
  const element = page ? (
    <PageTitleContext value={page.title}>
      <Module />
    </PageTitleContext>
  ) : (
    <Module />
  );
  const route: RouteObject = { path, element, children };
  // The source relative to the project's root, as the manifest has it: the server links its styles.
  routeFacts.set(route, { preload: Module.preload, source: `src/features/${module}`, page });
  return route;
}

/** A page's routes: one per path, inside its `within` module's route when it has one. */
function pageRoutes(page: PageEntry): RouteObject[] {
  const own = page.paths.map((path) => moduleRoute(page.module, { path, page }));
  return page.within ? [moduleRoute(page.within, { children: own })] : own;
}

/**
 * The routes, made from the page table (pages.ts; docs/PRODUCT.md §2). Every screen is its own lazily
 * loaded chunk, so a phone downloads only the code of the page it opens. Plain (declarative) React
 * Router: the site loads its data with TanStack Query, so the data router's loaders, actions and
 * fetchers would be ~13 KB of unused code on every first visit (docs/ARCHITECTURE.md).
 */
export const routeObjects: RouteObject[] = [
  ...pages.filter((page) => page.layout === 'own').flatMap(pageRoutes),
  {
    element: <Layout />,
    children: [
      ...pages.filter((page) => page.layout === 'site').flatMap(pageRoutes),
      { path: '*', element: <RouteErrorScreen /> },
    ],
  },
];

/** The matched routes of an address (path and query), deepest last; empty for none. */
export function matchedRoutes(location: string): RouteObject[] {
  return (matchRoutes(routeObjects, location) ?? []).map((match) => match.route);
}

/** The page-table entry of the page `location` shows; null for the not-found page. */
export function matchedPage(location: string): PageEntry | null {
  return routeFacts.get(matchedRoutes(location).at(-1) ?? {})?.page ?? null;
}

/**
 * The source modules of the pages `location` shows, as Vite's build manifest names them
 * (src/features/home/HomePage.tsx): the server render reports them so the page links their CSS.
 */
export function matchedPageModules(location: string): string[] {
  return matchedRoutes(location).flatMap((route) => routeFacts.get(route)?.source ?? []);
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
  await Promise.all(matchedRoutes(location).map((route) => routeFacts.get(route)?.preload()));
}

/**
 * The app's routes, inside the router of the page (BrowserRouter, start.tsx) or of the server
 * render (StaticRouter, ssr/entryServer.tsx). A failure of the layout itself shows the error screen
 * alone; a page's failure shows it inside the layout (Layout.tsx), so the navbar and footer stay.
 */
export function AppRoutes() {
  return <PageBoundary fallback={<LayoutFallback />}>{useRoutes(routeObjects)}</PageBoundary>;
}
