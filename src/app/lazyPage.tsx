import { type ComponentType, use } from 'react';

import { loadOnce } from '../browser/loadOnce';

export type PageModule = { default: ComponentType };

/** A page whose code is a chunk of its own, with `preload` to fetch it before it is drawn. */
export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<ComponentType>;
}

/**
 * A route's page, loaded on first use. Unlike React.lazy, a page whose code is already here (the
 * server render and the hydrating render preload the matched pages) draws at once, so both renders
 * produce the same HTML; and a failed download (offline) is tried again on the next visit instead
 * of being remembered as failed.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const page = loadOnce(async () => (await load()).default);
  function Page() {
    // Suspends (the nearest Suspense shows its fallback, a navigation keeps the previous page) until
    // the code is here; a failed download reaches the page's error boundary.
    const Loaded = page.loaded() ?? use(page.load());
    return <Loaded />;
  }
  return Object.assign(Page, { preload: page.load });
}
