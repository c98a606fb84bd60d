import { Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

import { IconPhone } from '../../components/icons';
import { IconLinkedIn, IconMail, IconMapPin } from '../../components/pageIcons';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { SiteAddress } from '../../components/SiteAddress';
import { SiteLogo } from '../../components/SiteLogo';
import { routes } from '../../domain/routes';
import { COPYRIGHT_YEAR, SITE_EMAIL, SITE_PHONES, SITE_SOCIAL_LINK, telHref } from '../../domain/siteContact';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import classes from './Layout.module.css';

/** docs/PRODUCT.md §2: the footer's candidate links and About links; the first heading names their <nav>. */
const FOOTER_LINKS = [
  {
    id: 'footer-candidates',
    title: 'footer.forCandidates',
    links: [
      ['footer.browseJobs', routes.findJobs],
      ['footer.browseCompany', routes.employers],
      ['footer.savedJobs', routes.savedJobs],
      ['footer.myApplications', routes.myApplications],
    ],
  },
  {
    id: undefined,
    title: 'footer.aboutHeading',
    links: [
      ['footer.contactUs', routes.contact],
      ['footer.aboutUs', routes.aboutUs],
    ],
  },
  // Testers' tool (docs/OFFLINE.md): here, never in the main navigation.
  { id: undefined, title: 'footer.forTesters', links: [['footer.networkLab', routes.networkLab]] },
] as const satisfies readonly { id: string | undefined; title: MessageId; links: readonly (readonly [MessageId, string])[] }[];

/**
 * docs/PRODUCT.md §2: the footer on every page: phone numbers, a social link, candidate links (Browse Jobs,
 * Browse Company, and the device's Saved Jobs and My Applications), About links (Contact Us, About Us), an e-mail, a postal address in Chennai and
 * the copyright line for 2025.
 */
export default function SiteFooter() {
  const t = useT();
  return (
    <Box component="footer" className={classes.footer} pt={56} pb="lg">
      <Container>
        <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'xl', md: 48 }}>
          <Stack gap="md">
            <SiteLogo inverted />
            <Text size="sm" c="#c9d6e8" maw={300}>
              {t('footer.about')}
            </Text>
            <a className={classes.footerLink} href={SITE_SOCIAL_LINK.href} rel="noopener noreferrer" target="_blank">
              <IconLinkedIn size={20} />
              {t('footer.social')}
            </a>
          </Stack>

          <nav aria-labelledby="footer-candidates">
            {FOOTER_LINKS.map((group) => (
              <Fragment key={group.title}>
                <h2 id={group.id} className={classes.footerHeading}>
                  {t(group.title)}
                </h2>
                <Stack gap={6} className={classes.footerLinks}>
                  {group.links.map(([label, to]) => (
                    <Link key={to} className={classes.footerLink} to={to}>
                      {t(label)}
                    </Link>
                  ))}
                </Stack>
              </Fragment>
            ))}
          </nav>

          <div>
            <h2 className={classes.footerHeading}>{t('footer.callUs')}</h2>
            <Stack gap={6}>
              {SITE_PHONES.map((phone) => (
                <a key={phone} className={classes.footerLink} href={telHref(phone)}>
                  <IconPhone size={18} />
                  {phone}
                </a>
              ))}
              <a className={classes.footerLink} href={`mailto:${SITE_EMAIL}`}>
                <IconMail size={18} />
                {SITE_EMAIL}
              </a>
            </Stack>
          </div>

          <div>
            <h2 className={classes.footerHeading}>{t('footer.visitUs')}</h2>
            <Group gap={8} align="flex-start" wrap="nowrap">
              <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 3 }} />
              <SiteAddress size="sm" c="#c9d6e8" />
            </Group>
          </div>
        </ResponsiveGrid>

        <Divider my="xl" color="rgba(255,255,255,0.15)" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="#c9d6e8">
            {t('footer.copyright', { year: COPYRIGHT_YEAR })}
          </Text>
          <Text size="sm" c="#c9d6e8">
            {t('footer.services')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
