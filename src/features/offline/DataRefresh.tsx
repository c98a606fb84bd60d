import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { firstControlAt } from './serviceWorker';

/**
 * Fetches what is on screen again when that is worth it:
 * - the connection came back: saved copies give way to fresh data (and the banner goes);
 * - the service worker has just taken control on the first visit: what was loaded before it did
 *   passed it by, so fetching it again saves it on the device, and a list's details with it.
 */
export function DataRefresh() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries();
    window.addEventListener('online', refresh);
    const unsubscribe = firstControlAt.subscribe(refresh);
    return () => {
      window.removeEventListener('online', refresh);
      unsubscribe();
    };
  }, [queryClient]);

  return null;
}
