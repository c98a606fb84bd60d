import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
}

/** Whether the page is on screen (its browser tab shown): only then has anyone looked at it. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState === 'visible',
    () => false,
  );
}
