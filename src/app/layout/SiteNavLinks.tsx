import { Link, useLocation } from 'react-router-dom';

import { useT } from '../../i18n/useT';
import classes from './Layout.module.css';
import { NAV_ITEMS, navCurrent } from './navItems';

/**
 * The six navbar links. The current one is highlighted and carries aria-current: "page" on its own
 * page, "true" on a detail page of its section (a company's page highlights Employers).
 */
export function SiteNavLinks({ variant, onNavigate }: { variant: 'desktop' | 'mobile'; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  return NAV_ITEMS.map((item) => (
    <Link
      key={item.to}
      to={item.to}
      aria-current={navCurrent(item, pathname)}
      className={variant === 'desktop' ? classes.navLink : classes.mobileLink}
      onClick={onNavigate}
    >
      {t(item.label)}
    </Link>
  ));
}
