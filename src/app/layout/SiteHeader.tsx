import { Burger, Container, Group } from '@mantine/core';

import { SiteLogo } from '../../components/SiteLogo';
import { ConnectivityStatus } from '../../features/offline/ConnectivityStatus';
import { SavedJobsLink } from '../../personal/SavedJobsLink';
import classes from './Layout.module.css';
import { FIXED_RIGHT_EDGE_CLASS } from './shell';
import { SiteNavLinks } from './SiteNavLinks';

export const MOBILE_NAV_ID = 'site-mobile-nav';

/** The top bar: logo, the links (wide screens) or a Burger (phones), the saved jobs' link and the connection status. */
export function SiteHeader({ menuOpened, onToggleMenu }: { menuOpened: boolean; onToggleMenu: () => void }) {
  return (
    <header className={`${classes.header} ${FIXED_RIGHT_EDGE_CLASS}`}>
      <Container h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <SiteLogo />
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
              <SiteNavLinks variant="desktop" />
            </Group>
            <SavedJobsLink />
            <ConnectivityStatus />
            <Burger
              opened={menuOpened}
              onClick={onToggleMenu}
              hiddenFrom="md"
              size="md"
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpened}
              aria-controls={MOBILE_NAV_ID}
            />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
