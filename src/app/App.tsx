import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteOriginContext } from '../components/siteOrigin';
import { theme } from './theme';

interface Props {
  queryClient: QueryClient;
  /** The site's origin on the server (the request's); the browser reads the page's own. */
  origin?: string;
  /** The router: the browser's (start.tsx) or the server render's (ssr/entryServer.tsx). */
  children: ReactNode;
}

/** The app's providers, the same on the server and in the browser so hydration matches. */
export function App({ queryClient, origin, children }: Props) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-center" />
      <QueryClientProvider client={queryClient}>
        <SiteOriginContext value={origin ?? null}>{children}</SiteOriginContext>
      </QueryClientProvider>
    </MantineProvider>
  );
}
