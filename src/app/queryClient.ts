import { QueryClient } from '@tanstack/react-query';

import { queryFnByKey, setWindowQueryDefaults } from '../api/queries';

/** The query defaults of the page and of the server render (src/app/ssr), so both read data alike. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // Any of the site's queries can be fetched by its key alone, even before a hook names it.
        queryFn: queryFnByKey,
        // Offline-first: a request is attempted even when the browser says it is offline, because
        // the service worker may answer it from its saved copy.
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  setWindowQueryDefaults(client);
  return client;
}

export const queryClient = createQueryClient();
