import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Show more's focus rule (docs/PRODUCT.md §2): once the next window is drawn, the focus moves to its
 * first item, so a keyboard or screen reader user goes on reading where the new items start instead
 * of staying on the button (or losing the focus to the page when the button goes at the list's end).
 * `count` is how many items the list draws; `listRef` is the list whose children are the items.
 * Call `willShowMore` just before asking for the next window.
 */
export function useFocusOnShowMore<E extends HTMLElement>(
  count: number,
): {
  listRef: RefObject<E | null>;
  willShowMore: () => void;
} {
  const listRef = useRef<E>(null);
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const at = focusAt.current;
    if (at === null || count <= at) return;
    focusAt.current = null;
    const item = listRef.current?.children.item(at);
    if (!(item instanceof HTMLElement)) return;
    // An item is no control of its own: focusable from script only, so Tab order stays the page's.
    item.tabIndex = -1;
    item.focus();
  }, [count]);

  const willShowMore = useCallback(() => {
    focusAt.current = count;
  }, [count]);

  return { listRef, willShowMore };
}
