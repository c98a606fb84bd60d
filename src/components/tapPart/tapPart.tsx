import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

import { loadOnce } from '../../browser/loadOnce';
import { whenSettled } from '../../browser/whenSettled';

/** A part a tap opens (a form, a dialog), its code a chunk of its own, and how to fetch it ahead. */
export interface TapPart<P extends object> {
  /** Draws the part once its code is here; nothing while it comes; `ConnectionNeeded` if it cannot come. */
  Part: ComponentType<P & { fallback: (retry: () => void) => ReactNode }>;
  /** Fetches the code once the page has settled, and again when back online if that failed. */
  prefetch: () => () => void;
}

type Status<P> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; Loaded: ComponentType<P> };

/**
 * A part opened by a tap whose code is not in the first page's JavaScript. Unlike React.lazy, a
 * chunk that cannot be fetched (a first visit that went offline before the service worker held
 * it) is not thrown to the route's error boundary, which would replace the whole page: the part
 * draws `fallback(retry)` in its place (ConnectionNeeded, typically), and a retry fetches again
 * (loadOnce forgets a failure). `prefetch` brings the code once the page has settled (whenSettled.ts), so a
 * tap made offline a moment later finds it in the module map.
 */
export function tapPart<P extends object>(load: () => Promise<ComponentType<P>>): TapPart<P> {
  const part = loadOnce(load);

  function Part({ fallback, ...props }: P & { fallback: (retry: () => void) => ReactNode }) {
    const [status, setStatus] = useState<Status<P>>(() => {
      const Loaded = part.loaded();
      return Loaded ? { state: 'ready', Loaded } : { state: 'loading' };
    });
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (part.loaded()) return;
      let live = true;
      part.load().then(
        (Loaded) => live && setStatus({ state: 'ready', Loaded }),
        () => live && setStatus({ state: 'failed' }),
      );
      return () => {
        live = false;
      };
      // A new `attempt` (the fallback's retry) fetches again.
    }, [attempt]);
    if (status.state === 'ready') {
      const { Loaded } = status;
      return <Loaded {...(props as P)} />;
    }
    if (status.state === 'failed') {
      return fallback(() => {
        setStatus({ state: 'loading' });
        setAttempt((count) => count + 1);
      });
    }
    return null;
  }

  const prefetch = () => {
    let live = true;
    const fetchAhead = () => {
      if (live && !part.loaded()) part.load().catch(() => undefined);
    };
    whenSettled(fetchAhead);
    // A prefetch that failed offline is tried again as soon as the connection is back.
    window.addEventListener('online', fetchAhead);
    return () => {
      live = false;
      window.removeEventListener('online', fetchAhead);
    };
  };

  return { Part, prefetch };
}
