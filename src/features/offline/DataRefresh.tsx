import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../../contract/pageRender';
import { firstControlAt } from './serviceWorker';

/**
 * A page the server rendered arrived with its data in the HTML, which passed the worker by. When a
 * worker already controls the page (any visit after the first), the data is fetched again through
 * it, so it is saved on the device (a list's details with it) as when the page fetched it itself.
 */
const serverDataPassedTheWorker = (): boolean =>
  document.getElementById(PAGE_DATA_ELEMENT_ID) !== null && navigator.serviceWorker?.controller != null;

/**
 * Fetches what is on screen again when that is worth it:
 * - the connection came back: saved copies give way to fresh data (and the banner goes);
 * - the service worker has just taken control on the first visit: what was loaded before it did
 *   passed it by, so fetching it again saves it on the device, and a list's details with it;
 * - the page came server-rendered under a worker's control (serverDataPassedTheWorker).
 */
export function DataRefresh() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries();
    window.addEventListener('online', refresh);
    const unsubscribe = firstControlAt.subscribe(refresh);
    if (serverDataPassedTheWorker()) refresh();
    return () => {
      window.removeEventListener('online', refresh);
      unsubscribe();
    };
  }, [queryClient]);

  return null;
}
