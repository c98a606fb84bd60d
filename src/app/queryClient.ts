import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Offline-first: a request is attempted even when the browser says it is offline, because
      // the service worker may answer it from its saved copy.
      networkMode: 'offlineFirst',
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
