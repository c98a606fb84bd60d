/**
 * One window of a long list (docs/PRODUCT.md §2: the job, company and article lists, Related Jobs and
 * the featured jobs), the one rule for which items a page of a list holds. Pure, so the server (which
 * answers the pages) and the service worker (which answers them offline from the device's copy of
 * the whole list) cut the same window out of the same list.
 */

/** Items a window holds when the client asks for none in particular. */
export const DEFAULT_WINDOW_SIZE = 20;
/** The largest window a client may ask for: a phone never needs more at once. */
export const MAX_WINDOW_SIZE = 100;

export interface ListWindow {
  /** How many matching items come before the first one in the window. */
  offset: number;
  /** At most this many items, 1 to MAX_WINDOW_SIZE. */
  limit: number;
  /** The list read from its end: the featured jobs are "the last posts, last first". */
  newestFirst: boolean;
}

export const FIRST_WINDOW: ListWindow = { offset: 0, limit: DEFAULT_WINDOW_SIZE, newestFirst: false };

/** A window of a list, with the counts a list header shows ("Showing N of M results"). */
export interface ListPage<T> {
  items: T[];
  /** How many items pass the filter (N). */
  matched: number;
  /** How many items the whole list has (M). */
  total: number;
  offset: number;
  limit: number;
  /** A keyword search that found nothing: searches close to it that find jobs (src/domain/searchSuggestions.ts). */
  suggestions?: string[];
}

/** The window of `all` that `keep` lets through; items keep the list's order (or its reverse). */
export function pageOfList<T>(all: readonly T[], keep: (item: T) => boolean, window: ListWindow): ListPage<T> {
  const matching = all.filter(keep);
  if (window.newestFirst) matching.reverse();
  return {
    items: matching.slice(window.offset, window.offset + window.limit),
    matched: matching.length,
    total: all.length,
    offset: window.offset,
    limit: window.limit,
  };
}

/** The offset of the window after `page`, or undefined when `page` reached the end. */
export function nextOffset(page: Pick<ListPage<unknown>, 'items' | 'matched' | 'offset'>): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.matched ? next : undefined;
}
