import { Button, Group } from '@mantine/core';

import { formatCount } from './formatCount';

/** docs/PRODUCT.md §2: the button's words, with how many items it still has to show. */
export function showMoreLabel(what: string, remaining: number): string {
  return `Show more ${what} (${formatCount(remaining)} more)`;
}

interface Props {
  /** What the list holds, plural: "jobs", "companies", "articles". */
  what: string;
  remaining: number;
  loading: boolean;
  onClick: () => void;
}

/**
 * Show more under a list that holds a window of its items (docs/PRODUCT.md §2; docs/SITE-CHOICES.md
 * says why not virtualization). Gone once every item is shown. While the next window is on its way
 * the button stays as it is, only marked busy: disabled (or Mantine's loading state, which disables
 * it) would drop the focus to the page before it can move to the first new item, and a second press
 * meanwhile asks for nothing (useWindowedList).
 */
export function ShowMoreButton({ what, remaining, loading, onClick }: Props) {
  if (remaining <= 0) return null;
  return (
    <Group justify="center" mt="md">
      <Button variant="outline" onClick={onClick} aria-busy={loading}>
        {showMoreLabel(what, remaining)}
      </Button>
    </Group>
  );
}
