import { type ComponentType, startTransition, useEffect, useState } from 'react';

import { loadOnce } from '../browser/loadOnce';
import { whenIdle } from '../browser/whenIdle';

/**
 * A part of the screen that is nice to have but not needed to read the page (the outbox's badge,
 * the delivery notices, the Save-Data offer): its code is a chunk of its own, fetched once the page
 * is in the browser and the browser is idle (whenIdle.ts), so the first page's JavaScript stays
 * small and the page's hydration does not wait for it.
 * Unlike React.lazy, a chunk that cannot be fetched (the connection dropped before it arrived and
 * no worker has it yet) draws nothing instead of the route's error screen, and is tried again
 * when the browser is back online.
 */
export function optionalPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Drawn, with the same props, while the code is not here (nothing when not given). */
  StandIn?: ComponentType<P>,
): ComponentType<P> {
  const part = loadOnce(load);
  function OptionalPart(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => part.loaded());
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      // Drawn as a transition: a render React may interrupt, in small pieces, rather than one
      // blocking render of the part's first draw (some 3 to 8 ms on a fast machine for the status
      // strip) while the page may still be hydrating or answering a tap.
      const attempt = () =>
        void part.load().then(
          (component) => live && startTransition(() => setLoaded(() => component)),
          () => undefined,
        );
      // Not in the task that hydrates the page: nothing on screen waits for it.
      const cancel = whenIdle(attempt);
      window.addEventListener('online', attempt);
      return () => {
        live = false;
        cancel();
        window.removeEventListener('online', attempt);
      };
    }, [Loaded]);
    if (Loaded) return <Loaded {...props} />;
    return StandIn ? <StandIn {...props} /> : null;
  }
  return OptionalPart;
}
