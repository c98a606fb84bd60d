import { type ComponentType, Suspense, use } from 'react';

import { type LoadOnce, loadOnce } from './loadOnce';

/** Every deferred part created so far (by the page modules loaded so far): see loadDeferredParts. */
const parts = new Set<LoadOnce<unknown>>();

/**
 * A part of a page below its first screen, whose code is a chunk of its own (`load`, an
 * `import()`), so the page's first screen loads and hydrates without it (the first page's
 * JavaScript budget, docs/PERFORMANCE.md, and shorter tasks while the page starts).
 *
 * - The server render loads it first (loadDeferredParts), so the page's HTML holds it whole.
 * - Hydrating, the browser leaves that HTML as it is (a Suspense boundary the server filled) and
 *   fetches the code as hydration reaches it; the part is React's a moment later.
 * - Drawn in the browser (an in-app visit), `reserve` (a CSS length) holds its place while its code
 *   arrives, so what follows does not come up into view and jump back down.
 *
 * Two limits:
 * - Its CSS must come from modules the page imports itself (the server links the page's CSS, not a
 *   part's): a part that styles with the page's CSS module, as the home page's sections do, is fine
 *   (tests/e2e/bundleBudget.test.ts checks each part).
 * - Its controls should be links, which work as plain HTML: the boot script releases the taps it
 *   held (boot/earlyTaps.ts) once the page is hydrated, which may be before its parts are.
 */
export function deferredPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  reserve: string,
): ComponentType<P> {
  const part = loadOnce(async () => (await load()).default);
  parts.add(part);
  function Part(props: P) {
    // Suspends until the code is here (`use` of the same promise each time, which React then
    // reads at once); a failed download reaches the page's error boundary, and loadOnce lets the
    // next render try again. Not `loaded() ?? use(...)`: React replays a suspended component once
    // its promise settles and expects the same `use` call then.
    const Loaded = use(part.load());
    return <Loaded {...props} />;
  }
  return function DeferredPart(props: P) {
    return (
      <Suspense fallback={<div style={{ minHeight: reserve }} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** The server render's: every deferred part of the pages loaded so far, so none suspends. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all([...parts].map((part) => part.load()));
}
