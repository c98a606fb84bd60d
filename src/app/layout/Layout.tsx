import { useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { deferredPart } from '../../components/deferredPart';
import { optionalPart } from '../../components/optionalPart';
import { useT } from '../../i18n/useT';
import { PageBoundary } from '../PageBoundary';
import { PageShown, useLayoutShown } from '../pageShown';
import classes from './Layout.module.css';
import { MobileNav } from './MobileNav';
import { SiteHeader } from './SiteHeader';
import { useScrollToTop } from './useScrollToTop';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The footer: below every page's first screen and all links, so its code loads after the page's
 * (deferredPart), out of the first page's JavaScript; the server's HTML holds it whole.
 */
const SiteFooter = deferredPart(() => import('./SiteFooter'), '24rem');

/**
 * The connection banner and the update notice: drawn only in the browser, once there is something
 * to say, so their code comes after hydration (optionalPart), out of the first page's JavaScript.
 */
const StatusStrip = optionalPart(async () => (await import('../../features/offline/StatusStrip')).StatusStrip);

/** The Recruiting enquiry block: after the page too, and a part of its own for the same reason. */
const RecruitingEnquiryBlock = deferredPart<object>(
  () => import('../../features/enquiry/RecruitingEnquiryBlock').then((block) => ({ default: block.RecruitingEnquiryBlock })),
  '13rem',
);

/**
 * The shared layout of every page (docs/PRODUCT.md §2): header with the navbar (a Burger menu below the lg
 * breakpoint), the page, the Recruiting enquiry block and the footer.
 */
export function Layout() {
  const t = useT();
  const { pathname } = useLocation();
  // The phone menu is open for the path it was opened on, so any navigation (a link, Back) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpened = menuOpenOn === pathname;
  const toggleMenu = () => setMenuOpenOn(menuOpened ? null : pathname);
  const closeMenu = () => setMenuOpenOn(null);
  useScrollToTop();
  const main = useRef<HTMLElement>(null);
  useLayoutShown(main);

  return (
    <>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('layout.skipToContent')}
      </a>
      <SiteHeader menuOpened={menuOpened} onToggleMenu={toggleMenu} />
      <MobileNav opened={menuOpened} onNavigate={closeMenu} />
      <main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <PageBoundary fallback={<div className={classes.mainPending} aria-busy="true" />}>
          <Outlet />
          <PageShown />
        </PageBoundary>
      </main>
      <RecruitingEnquiryBlock />
      <SiteFooter />
      <StatusStrip />
    </>
  );
}
