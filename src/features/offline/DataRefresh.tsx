import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { nextTask } from '../../browser/nextTask';
import { PAGE_DATA_ELEMENT_ID, PAGE_SAVED_AT_ATTRIBUTE } from '../../contract/pageRender';
import { freshAnswerCount } from './freshness';
import { firstControlAt } from './serviceWorker';

/**
 * A page the server rendered arrived with its data in the HTML, which passed the worker by. When a
 * worker already controls the page (any visit after the first), the data is fetched again through
 * it, so it is saved on the device (a list's details with it) as when the page fetched it itself.
 */
const serverDataPassedTheWorker = (): boolean =>
  document.getElementById(PAGE_DATA_ELEMENT_ID) !== null && navigator.serviceWorker?.controller != null;

/**
 * Marks every answer stale and fetches those on screen again, leaving a fetch already under way
 * alone: the refresh comes when the worker takes control or the connection returns, whenever that
 * is, and cancelling a list's next window under way (the visitor's Show more) would drop it (the
 * refetch reads again only the windows already shown).
 */
export async function refreshOnScreen(queryClient: QueryClient): Promise<void> {
  // In two tasks: marking every answer stale and starting the fetches on screen each take a few ms,
  // and as one task (when the worker takes control) they took 11 to 25 ms of the main thread in
  // Lighthouse's runs, four times that on its simulated phone: long enough to hold up a tap
  // (docs/PERFORMANCE.md, "Blocking time").
  await queryClient.invalidateQueries({ refetchType: 'none' });
  await nextTask();
  await queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false });
}

/**
 * Fetches what is on screen again when that is worth it:
 * - the connection came back: saved copies give way to fresh data (and the banner goes);
 * - the service worker has just taken control on the first visit: what was loaded before it did
 *   passed it by, so fetching it again saves it on the device, and a list's details with it;
 * - the page came server-rendered under a worker's control (serverDataPassedTheWorker), or from the
 *   copy of it the worker saved on the device: the banner then says how old that copy is when the
 *   device is offline, or when the refetch brought nothing fresh (the server could not be reached).
 */
export function DataRefresh() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => void refreshOnScreen(queryClient);
    window.addEventListener('online', refresh);
    const unsubscribe = firstControlAt.subscribe(refresh);
    // Every query the server sent, whether or not a component watches it yet: this effect may run
    // before the page's own queries subscribe, and a detail the server found missing (404) is not
    // fetched again on mount; its 404 through the worker is what deletes a removed item's saved copy.
    if (serverDataPassedTheWorker()) {
      const freshBefore = freshAnswerCount();
      const refetch = queryClient.invalidateQueries({ refetchType: 'all' });
      // Only a repeat visit's page from the worker's saved copy is marked: its code loads only then.
      if (document.getElementById(PAGE_DATA_ELEMENT_ID)?.hasAttribute(PAGE_SAVED_AT_ATTRIBUTE)) {
        void import('./savedPage').then((saved) => saved.reportSavedPage(queryClient, refetch, freshBefore));
      }
    }
    return () => {
      window.removeEventListener('online', refresh);
      unsubscribe();
    };
  }, [queryClient]);

  return null;
}
