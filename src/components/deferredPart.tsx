import { type ComponentType, type CSSProperties, type ReactNode, type RefObject, Suspense, use, useEffect, useRef } from 'react';

import { type LoadOnce, loadOnce } from '../browser/loadOnce';
import { PART_SHOWN_EVENT, PENDING_PART_ATTRIBUTE } from './pendingPart';

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
 * Two rules:
 * - Its CSS must come from modules the page imports itself (the server links the page's CSS, not a
 *   part's): a part that styles with the page's CSS module, as the home page's sections do, or with
 *   the every-page stylesheets (src/app/firstScreenStyles.ts), is fine (tests/e2e/bundleBudget.test.ts
 *   checks each part).
 * - Its HTML stands in a wrapper marked pending (pendingPart.ts) until React has hydrated it: the
 *   boot script holds a tap on one of its buttons until then (boot/earlyTaps.ts), as the page may
 *   be React's well before its parts are.
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
    // eslint-disable-next-line react-hooks/static-components -- loaded once (loadOnce): the same component on every render
    return <Loaded {...props} />;
  }
  return function DeferredPart(props: P) {
    return (
      <PartFrame reserve={reserve}>
        <Part {...props} />
      </PartFrame>
    );
  };
}

/** Takes no box: the part's own elements stay the children of the page's flex or grid containers. */
const WRAPPER_STYLE: CSSProperties = { display: 'contents' };
const PENDING = { [PENDING_PART_ATTRIBUTE]: '' };

/**
 * After the part's content inside its boundary: its effect runs once that content is React's (as
 * PageShown does for the page). The attribute goes straight from the element, not through state:
 * drawing the part again only to drop it would cost a phone a render of the whole list.
 */
function PartShown({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    wrapper.current?.removeAttribute(PENDING_PART_ATTRIBUTE);
    document.dispatchEvent(new Event(PART_SHOWN_EVENT));
  }, [wrapper]);
  return null;
}

/** The part's wrapper, marked pending until PartShown says otherwise, and its Suspense boundary. */
function PartFrame({ reserve, children }: { reserve: string; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper} style={WRAPPER_STYLE} {...PENDING}>
      <Suspense fallback={<div style={{ minHeight: reserve }} />}>
        {children}
        <PartShown wrapper={wrapper} />
      </Suspense>
    </div>
  );
}

/** The server render's: every deferred part of the pages loaded so far, so none suspends. */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all([...parts].map((part) => part.load()));
}
