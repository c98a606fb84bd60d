import { use, useEffect } from 'react';

import type { InboxIds } from '../../contract/staff';
import { InboxSeenContext } from './inboxSeen';
import { usePageVisible } from './usePageVisible';

/**
 * Tells the console the newest item a list has shown while the page is on screen. Only the
 * unfiltered first page counts (`page` is undefined otherwise): it holds the newest items, and a
 * filtered list could show a newer item while hiding older arrivals nobody has seen.
 */
export function useMarkSeen(kind: keyof InboxIds, page: { items: readonly { id: number }[] } | undefined): void {
  const { markSeen } = use(InboxSeenContext);
  const visible = usePageVisible();
  const newest = page ? Math.max(0, ...page.items.map((item) => item.id)) : 0;
  useEffect(() => {
    if (visible && newest > 0) markSeen(kind, newest);
  }, [kind, markSeen, newest, visible]);
}
