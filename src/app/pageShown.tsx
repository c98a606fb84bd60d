import { createContext, use, useEffect } from 'react';

/** Told once the page's content is drawn by React (after hydration: every element has its handlers). */
export const PageShownContext = createContext<(() => void) | undefined>(undefined);

/**
 * Placed after the page inside the layout's Suspense boundary. React hydrates a boundary's content
 * after the rest of the app, so an effect of the app's root would run while the page's buttons are
 * still plain HTML; this one runs once they are React's.
 */
export function PageShown() {
  const onShown = use(PageShownContext);
  useEffect(() => onShown?.(), [onShown]);
  return null;
}
