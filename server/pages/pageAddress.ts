import { pageQuery } from '../../src/domain/pageQuery';

/**
 * The address a navigation's page is rendered for and kept under (distHandler.ts): the visited
 * origin and path, and of the query only what the page reads (src/domain/pageQuery.ts). All a
 * render is given of the request is this address (pageRenderer.ts), so the page depends on nothing
 * else, and `?utm_source=x`, `?fbclid=...` or `?junk=1` reach the visitor as the page without them.
 */
export function pageAddress(url: string): string {
  const { origin, pathname, search } = new URL(url);
  return `${origin}${pathname}${pageQuery(pathname, search)}`;
}
