import { Button, Group } from '@mantine/core';

import type { WindowedList } from '../api/useWindowedList';
import { formatCount } from '../i18n/format/formatCount';
import type { MessageId } from '../i18n/messageIds';
import { type Translate, useT } from '../i18n/useT';
import { wrappingButton } from './wrappingButton';

/** What a list of windows holds, as the button names it. */
export type ShownItems = 'jobs' | 'companies' | 'articles';

const SHOW_MORE: Record<ShownItems, MessageId> = {
  jobs: 'common.showMoreJobs',
  companies: 'common.showMoreCompanies',
  articles: 'common.showMoreArticles',
};

/** docs/PRODUCT.md §2: the button's words, with how many items it still has to show ("Show more jobs (4,980 more)"). */
export function showMoreLabel(t: Translate, what: ShownItems, remaining: number): string {
  return t(SHOW_MORE[what], { remaining: formatCount(remaining) });
}

interface Props {
  /** What the list holds. */
  what: ShownItems;
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
  const t = useT();
  if (remaining <= 0) return null;
  return (
    <Group justify="center" mt="md">
      <Button variant="outline" styles={wrappingButton} onClick={onClick} aria-busy={loading}>
        {showMoreLabel(t, what, remaining)}
      </Button>
    </Group>
  );
}

/**
 * Show more under a list read a window at a time (useWindowedList): asks for the next window after
 * telling the list's focus rule (useFocusOnShowMore's `willShowMore`) to move the focus to its first
 * new item once drawn.
 */
export function ShowMoreOfList({
  what,
  list,
  willShowMore,
}: {
  what: ShownItems;
  list: Pick<WindowedList<unknown>, 'remaining' | 'loadingMore' | 'showMore'>;
  willShowMore: () => void;
}) {
  return (
    <ShowMoreButton
      what={what}
      remaining={list.remaining}
      loading={list.loadingMore}
      onClick={() => {
        willShowMore();
        list.showMore();
      }}
    />
  );
}
