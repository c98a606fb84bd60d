import { Box, Divider, Stack, Text } from '@mantine/core';

import { IconPhone } from '../../components/icons';
import { SITE_PHONES, telHref } from '../../components/siteContact';
import classes from './Layout.module.css';
import { MOBILE_NAV_ID } from './SiteHeader';
import { SiteNavLinks } from './SiteNavLinks';

/**
 * The phone menu, below the md breakpoint, slid in under the top bar when the Burger opens it.
 * Collapsed it is slid off screen; `inert` and `visibility: hidden` also take its links out of the
 * tab order and the accessibility tree.
 */
export function MobileNav({ opened, onNavigate }: { opened: boolean; onNavigate: () => void }) {
  const firstPhone = SITE_PHONES[0];
  return (
    <Box
      component="nav"
      id={MOBILE_NAV_ID}
      className={classes.mobileNav}
      mod={{ opened }}
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
    </Box>
  );
}
