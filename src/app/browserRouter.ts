import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import { routeObjects } from './router';

/**
 * Loads the code of the routes the address matches and writes it into the route objects, as React
 * Router's guide asks before hydrating with lazy routes: otherwise the router would first render
 * the hydrate fallback, which does not match the server's HTML.
 */
async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The page's router. `hydrationData` is given when the page came server-rendered: the router then
 * starts with the server's state and the matched routes' code already loaded.
 */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) await loadMatchedRoutes(routeObjects, window.location);
  return createBrowserRouter(routeObjects, { hydrationData });
}
