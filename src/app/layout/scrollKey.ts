/**
 * What counts as a route change for scrolling to the top (docs/PRODUCT.md §2): a new path, or the same
 * detail page with another `?id=` (a related job). Other query changes (a list's filters) keep the
 * reader where they are.
 */
export function scrollKey(pathname: string, search: string): string {
  return `${pathname}?${new URLSearchParams(search).get('id') ?? ''}`;
}
