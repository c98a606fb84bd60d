import { AppShell } from '@mantine/core';
import { SiteHeader } from './SiteHeader';

const noop = () => {};

/**
 * What shows while the first page's code arrives (the router's HydrateFallback): the header at
 * once instead of a blank screen. The empty main is a screen high, so nothing below it is in view
 * to shift when the page appears.
 */
export function LayoutFallback() {
  return (
    <AppShell header={{ height: 72 }} padding={0}>
      <SiteHeader menuOpened={false} onToggleMenu={noop} />
      <AppShell.Main style={{ minHeight: '100dvh' }} aria-busy="true" />
    </AppShell>
  );
}
