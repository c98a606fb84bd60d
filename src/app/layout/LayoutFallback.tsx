import classes from './Layout.module.css';
import { SiteHeader } from './SiteHeader';

const noop = () => {};

/**
 * What shows while the first page's code arrives (AppRoutes' Suspense fallback, on the plain
 * shell): the header at once instead of a blank screen. The empty main is a screen high, so nothing
 * below it is in view to shift when the page appears.
 */
export function LayoutFallback() {
  return (
    <>
      <SiteHeader menuOpened={false} onToggleMenu={noop} />
      <main className={`${classes.main} ${classes.mainPending}`} aria-busy="true" />
    </>
  );
}
