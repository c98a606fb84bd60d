import { createContext, type RefObject, use, useEffect } from 'react';

import type { ReleaseTaps } from './boot/earlyTaps';

/**
 * Told as React takes the page over (after hydration, every element has its handlers): with the
 * part still to come (the page's own boundary), then with null once the page itself is drawn.
 */
export const PageShownContext = createContext<ReleaseTaps | undefined>(undefined);

/** In the layout: once it is hydrated, everything but `pending` (the page's boundary) is React's. */
export function useLayoutShown(pending: RefObject<Element | null>): void {
  const onShown = use(PageShownContext);
  useEffect(() => onShown?.(pending.current), [onShown, pending]);
}

/**
 * Placed after the page inside the layout's Suspense boundary. React hydrates a boundary's content
 * after the rest of the app, so an effect of the app's root would run while the page's buttons are
 * still plain HTML; this one runs once they are React's.
 */
export function PageShown() {
  const onShown = use(PageShownContext);
  useEffect(() => onShown?.(null), [onShown]);
  return null;
}
