import { AppShell, Divider, Stack, Text } from '@mantine/core';
import { SITE_PHONES, telHref } from '../../components/siteContact';
import { IconPhone } from '../../components/icons';
import classes from './Layout.module.css';
import { MOBILE_NAV_ID } from './SiteHeader';
import { SiteNavLinks } from './SiteNavLinks';

/**
 * The phone menu: the AppShell navbar, collapsed below the md breakpoint until the Burger opens it.
 * Collapsed, Mantine only slides it off screen; `inert` and `visibility: hidden` also take its links
 * out of the tab order and the accessibility tree.
 */
export function MobileNav({ opened, onNavigate }: { opened: boolean; onNavigate: () => void }) {
  const firstPhone = SITE_PHONES[0];
  return (
    <AppShell.Navbar
      id={MOBILE_NAV_ID}
      p="md"
      hiddenFrom="md"
      inert={!opened}
      style={{ visibility: opened ? 'visible' : 'hidden' }}
      aria-label="Menu"
    >
      <Stack gap={4}>
        <SiteNavLinks variant="mobile" onNavigate={onNavigate} />
      </Stack>
      <Divider my="lg" />
      <Text size="sm" c="dimmed" mb={4}>
        Talk to a recruiter
      </Text>
      <a className={classes.mobileLink} href={telHref(firstPhone)}>
        <IconPhone size={20} style={{ marginRight: 10 }} />
        {firstPhone}
      </a>
    </AppShell.Navbar>
  );
}
