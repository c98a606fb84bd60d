import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during the browser's hydration of the server's HTML, true in every other
 * render (React re-renders at once after hydrating). What depends on the browser alone (the
 * screen's width) waits for it, so the first render in the browser matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
