import { Container, Group } from '@mantine/core';

import { PlainBurger } from '../../components/PlainBurger';
import { SiteLogo } from '../../components/SiteLogo';
import { ConnectivityStatus } from '../../features/offline/ConnectivityStatus';
import { useT } from '../../i18n/useT';
import { SavedJobsLink } from '../../personal/page/SavedJobsLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import classes from './Layout.module.css';
import { FIXED_RIGHT_EDGE_CLASS } from './shell';
import { SiteNavLinks } from './SiteNavLinks';

export const MOBILE_NAV_ID = 'site-mobile-nav';

/**
 * The breakpoint from which the links sit in the bar instead of behind the Burger: lg (75em), not
 * md. At 62em the six links in Tamil or Hindi beside the logo and the header's items are wider than
 * the bar, and the links wrapped onto two lines. Layout.module.css hides the phone menu from the same width.
 */
const NAV_IN_BAR_FROM = 'lg';

/**
 * The top bar: logo, the links (from the lg breakpoint) or a Burger (below it), the language
 * switcher, the saved jobs' link and the connection status. Every item keeps to one row inside the
 * screen at any width from 320 px, in every language, with all of them showing (docs/SITE-CHOICES.md,
 * "The header"): the install and waiting buttons are marks (with a count), the saved jobs' link
 * too where its words would not fit, and the logo its mark alone below 48em when either button shows.
 */
export function SiteHeader({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const t = useT();
  return (
    <header className={`${classes.header} ${FIXED_RIGHT_EDGE_CLASS}`}>
      {/* xl, wider than the page's lg: at 75em the six Tamil links, the logo and every item need more than lg's 1140 px. */}
      <Container h="100%" size="xl">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <SiteLogo wordmarkClassName={classes.wordmark} />
          <Group gap={4} wrap="nowrap">
            <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom={NAV_IN_BAR_FROM} wrap="nowrap">
              <SiteNavLinks variant="desktop" />
            </Group>
            <LanguageSwitcher />
            <SavedJobsLink />
            <ConnectivityStatus />
            <PlainBurger
              hiddenFrom={NAV_IN_BAR_FROM}
              opened={menuOpened}
              onClick={onToggleMenu}
              aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={menuOpened}
              aria-controls={MOBILE_NAV_ID}
            />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
