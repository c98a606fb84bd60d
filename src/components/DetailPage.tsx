import { Alert, Anchor, Button, Container, Group, type MantineSize, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { ApiError } from '../api/content';
import { detailIdFrom } from '../domain/routes';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { useDocumentTitle } from './useDocumentTitle';

/** The id a detail page shows: navigation state (jobDetails) first, then ?id= (domain/routes.ts). */
export function useDetailId(): number | null {
  const location = useLocation();
  return detailIdFrom(location.state, location.search);
}

interface Back {
  to: string;
  label: string;
}

/** A missing or unknown id: a clear message and a way back, never a blank page. */
function NotFound({ what, back }: { what: string; back: Back }) {
  return (
    // The message is the page's one heading (h1), and in the theme's dark text: Mantine's yellow
    // alert title colour fails WCAG AA contrast on its light background.
    <Alert color="yellow" my="xl">
      <Title order={1} size="h3" mb="xs">
        {what} not found
      </Title>
      <Text mb="xs">This {what.toLowerCase()} does not exist or is no longer available.</Text>
      <Anchor component={Link} to={back.to}>
        {back.label}
      </Anchor>
    </Alert>
  );
}

/**
 * Data that could not be loaded (no connection and no saved copy, or a server error): unlike
 * "not found", the item may well exist, so the visitor can try again.
 */
function LoadFailed({ what, back, onRetry }: { what: string; back: Back; onRetry: () => void }) {
  return (
    <Alert color="red" my="xl">
      <Title order={1} size="h3" mb="xs">
        This {what.toLowerCase()} could not be loaded
      </Title>
      <Text mb="xs">Check your connection and try again.</Text>
      <Group gap="md">
        <Button size="compact-sm" onClick={onRetry}>
          Try again
        </Button>
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Group>
    </Alert>
  );
}

interface Props<T> {
  /** What the page shows, as a heading word: "Job", "Company", "Article". */
  what: string;
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
      {notFound ? (
        <NotFound what={what} back={back} />
      ) : (
        <LoadFailed what={what} back={back} onRetry={() => void query.refetch()} />
      )}
    </Container>
  );
}
