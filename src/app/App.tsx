import './firstScreenStyles';

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { SiteOriginContext } from '../browser/siteOrigin';
import type { I18n } from '../i18n/createI18n';
import { TextsProvider } from '../i18n/TextsProvider';
import type { ReleaseTaps } from './boot/earlyTaps';
import { LazyNoticeHost } from './LazyNoticeHost';
import { LightMantineProvider } from './LightMantineProvider';
import { PageShownContext } from './pageShown';
import { SimulationBannerSlot } from './SimulationBannerSlot';
import { theme } from './theme';

interface Props {
  queryClient: QueryClient;
  /** The page's language and its texts (src/i18n). */
  i18n: I18n;
  /** The site's origin on the server (the request's); the browser reads the page's own. */
  origin?: string;
  /** The router: the browser's (start.tsx) or the server render's (ssr/entryServer.tsx). */
  children: ReactNode;
  /** Told as the page becomes React's (after hydration: every element has its handlers). */
  onPageShown?: ReleaseTaps;
}

/** The app's providers, the same on the server and in the browser so hydration matches. */
export function App({ queryClient, i18n, origin, children, onPageShown }: Props) {
  return (
    <LightMantineProvider theme={theme}>
      <TextsProvider i18n={i18n}>
        <SimulationBannerSlot />
        <LazyNoticeHost />
        <QueryClientProvider client={queryClient}>
          <SiteOriginContext value={origin ?? null}>
            <PageShownContext value={onPageShown}>{children}</PageShownContext>
          </SiteOriginContext>
        </QueryClientProvider>
      </TextsProvider>
    </LightMantineProvider>
  );
}
