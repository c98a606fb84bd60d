import { Container, type MantineSize } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { ApiError } from '../api/content';
import { detailIdFrom } from '../domain/routes';
import { deferredPart } from './deferredPart';
import type { Back, DetailKind } from './DetailProblem';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { useDocumentTitle } from './useDocumentTitle';

/** The id a detail page shows: navigation state (jobDetails) first, then ?id= (domain/routes.ts). */
export function useDetailId(): number | null {
  const location = useLocation();
  return detailIdFrom(location.state, location.search);
}

/**
 * The not-found and could-not-load messages: rare, so a deferred part (its code, and Mantine's
 * Alert with it, is not in a detail page's first load); the server renders them whole for a 404.
 */
const Problem = deferredPart(() => import('./DetailProblem'), '10rem');

interface Props<T> {
  /** What the page shows: its problem messages name it ("Job not found"). */
  what: DetailKind;
  /** The id asked for (useDetailId); null when the address carries none. */
  id: number | null;
  /** The item's query, disabled while there is no id. */
  query: UseQueryResult<T>;
  /** The browser tab's title: the item's name once it is here, the page's own (the page table's) until then. */
  title: (item: T) => string;
  /** Where the not-found and could-not-load messages lead back to. */
  back: Back;
  /** The width of the messages' container: the page's own width. */
  size?: MantineSize;
  /** The page itself, once the item is here. */
  children: (item: T) => ReactNode;
}

/**
 * A detail page (job, company, article): the item once it is loaded; until then "Loading...",
 * "not found" (no id, or the server does not know it) or "could not be loaded" with Try again.
 */
export function DetailPage<T>({ what, id, query, title, back, size, children }: Props<T>) {
  useDocumentTitle(query.data === undefined ? null : title(query.data));
  if (id !== null && query.isSuccess) return children(query.data);
  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (!notFound && query.isPending) {
    return (
      <Container size={size} py="xl">
        <LoadingPlaceholder />
      </Container>
    );
  }
  return (
    <Container size={size} py="xl">
      <Problem what={what} back={back} onRetry={notFound ? undefined : () => void query.refetch()} />
    </Container>
  );
}
