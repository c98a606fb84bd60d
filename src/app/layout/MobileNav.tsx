import { Box, Stack, Text } from '@mantine/core';

import { IconPhone } from '../../components/icons';
import { PlainDivider } from '../../components/PlainDivider';
import { SITE_PHONES, telHref } from '../../domain/siteContact';
import { useT } from '../../i18n/useT';
import classes from './Layout.module.css';
import { MOBILE_NAV_ID } from './SiteHeader';
import { SiteNavLinks } from './SiteNavLinks';

/**
 * The phone menu, below the lg breakpoint, slid in under the top bar when the Burger opens it.
 * Collapsed it is slid off screen; `inert` and `visibility: hidden` also take its links out of the
 * tab order and the accessibility tree.
 */
export function MobileNav({ opened, onNavigate }: { opened: boolean; onNavigate: () => void }) {
  const t = useT();
  const firstPhone = SITE_PHONES[0];
  return (
    <Box
      component="nav"
      id={MOBILE_NAV_ID}
      className={classes.mobileNav}
      mod={{ opened }}
      inert={!opened}
      style={{ visibility: opened ? 'visible' : 'hidden' }}
      aria-label={t('nav.menu')}
    >
      <Stack gap={4}>
        <SiteNavLinks variant="mobile" onNavigate={onNavigate} />
      </Stack>
      <PlainDivider style={{ marginBlock: 'var(--mantine-spacing-lg)' }} />
      <Text size="sm" c="dimmed" mb={4}>
        {t('nav.talkToRecruiter')}
      </Text>
      <a className={classes.mobileLink} href={telHref(firstPhone)}>
        <IconPhone size={20} style={{ marginRight: 10 }} />
        {firstPhone}
      </a>
    </Box>
  );
}
