import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

import type { Resource } from '../contract/resources';
import type { ResourceSummaries } from '../contract/wire';
import { EMPTY_JOB_FILTER, type JobFilter } from '../domain/jobFilters';
import { FIRST_WINDOW, type ListWindow } from '../domain/listWindow';
import { listWindowsQuery } from './queries';

export interface WindowedList<T> {
  /** The items of every window read so far, in the list's order. */
  items: T[];
  /** How many items pass the filter (docs/PRODUCT.md §2 "Showing N of M results": N). */
  matched: number;
  /** How many items the whole list has (M). */
  total: number;
  /** Matching items not shown yet: what Show more still has to bring. */
  remaining: number;
  /** The first window is on its way (nothing to show yet). */
  isPending: boolean;
  /** The first window is being fetched (isPending, and a request is on its way). */
  isLoading: boolean;
  /** A next window is on its way. */
  loadingMore: boolean;
  /**
   * The items are the previous filter's, kept on screen while the new filter's first window is on
   * its way (the list is marked busy then, and Show more waits for the new answer).
   */
  isStale: boolean;
  /** Reads the next window (nothing when there is none or it is already on its way). */
  showMore: () => void;
  /** Jobs: a keyword search that found nothing, the searches close to it the answer offers (else none). */
  suggestions?: readonly string[];
}

/**
 * A list as its screen shows it (docs/PRODUCT.md §2): the windows read so far, one after another,
 * the counts of the last answer, and Show more. A failed first window is an empty list, as the
 * whole list's failure was (docs/PRODUCT.md §8: the console message is written by the query).
 */
export function useWindowedList<R extends Resource>(
  resource: R,
  window: ListWindow = FIRST_WINDOW,
  filter: JobFilter = EMPTY_JOB_FILTER,
  /** Jobs only: the keyword search (src/contract/listPages.ts `q`). */
  q?: string,
): WindowedList<ResourceSummaries[R]> {
  // Here, not in queries.ts: the entry imports that file, and useInfiniteQuery (with its observer)
  // is needed only by the pages that show a list, which load it with their own code.
  // A filter change keeps the rows in place until the new ones come: no "Loading..." block taking the
  // list's place (and its height) for a moment, and far less for a phone to draw on the change.
  const query = useInfiniteQuery({ ...listWindowsQuery(resource, { window, filter, q }), placeholderData: keepPreviousData });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const last = data?.pages.at(-1);
  const matched = last?.matched ?? 0;
  // Stable while nothing it reads changes, so a list part drawn with it is not drawn again for nothing.
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage]);
  return {
    items,
    matched,
    total: last?.total ?? 0,
    remaining: Math.max(0, matched - items.length),
    isPending: query.isPending,
    isLoading: query.isLoading,
    loadingMore: isFetchingNextPage,
    isStale: isPlaceholderData,
    showMore,
    suggestions: data?.pages[0]?.suggestions,
  };
}
