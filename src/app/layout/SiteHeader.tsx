import { Container, Group } from '@mantine/core';

import { PlainBurger } from '../../components/PlainBurger';
import { SiteLogo } from '../../components/SiteLogo';
import { ConnectivityStatus } from '../../features/offline/ConnectivityStatus';
import { useT } from '../../i18n/useT';
import { SavedJobsLink } from '../../personal/SavedJobsLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import classes from './Layout.module.css';
import { FIXED_RIGHT_EDGE_CLASS } from './shell';
import { SiteNavLinks } from './SiteNavLinks';

export const MOBILE_NAV_ID = 'site-mobile-nav';

/** The top bar: logo, the links (wide screens) or a Burger (phones), the language switcher, the saved jobs' link and the connection status. */
export function SiteHeader({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  const t = useT();
  return (
    <header className={`${classes.header} ${FIXED_RIGHT_EDGE_CLASS}`}>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <SiteLogo />
          <Group gap={4} wrap="nowrap">
            <Group component="nav" aria-label={t('nav.main')} gap={4} visibleFrom="md" wrap="nowrap">
              <SiteNavLinks variant="desktop" />
            </Group>
            <LanguageSwitcher />
            <SavedJobsLink />
            <ConnectivityStatus />
            <PlainBurger
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
