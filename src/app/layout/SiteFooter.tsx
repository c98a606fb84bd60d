import { Box, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

import { IconLinkedIn, IconMail, IconMapPin, IconPhone } from '../../components/icons';
import { ResponsiveGrid } from '../../components/ResponsiveGrid';
import { SiteAddress } from '../../components/SiteAddress';
import { COPYRIGHT_YEAR, SITE_EMAIL, SITE_PHONES, SITE_SOCIAL_LINK, telHref } from '../../components/siteContact';
import { SiteLogo } from '../../components/SiteLogo';
import { routes } from '../../domain/routes';
import classes from './Layout.module.css';

/** docs/PRODUCT.md §2: the footer's candidate links and About links; the first heading names their <nav>. */
const FOOTER_LINKS = [
  {
    id: 'footer-candidates',
    title: 'For Candidates',
    links: [
      ['Browse Jobs', routes.findJobs],
      ['Browse Company', routes.employers],
      ['Saved Jobs', routes.savedJobs],
      ['My Applications', routes.myApplications],
    ],
  },
  {
    id: undefined,
    title: 'About',
    links: [
      ['Contact Us', routes.contact],
      ['About Us', routes.aboutUs],
    ],
  },
  // Testers' tool (docs/OFFLINE.md): here, never in the main navigation.
  { id: undefined, title: 'For Testers', links: [['Network lab', routes.networkLab]] },
] as const;

/**
 * docs/PRODUCT.md §2: the footer on every page: phone numbers, a social link, candidate links (Browse Jobs,
 * Browse Company, and the device's Saved Jobs and My Applications), About links (Contact Us, About Us), an e-mail, a postal address in Chennai and
 * the copyright line for 2025.
 */
export default function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer} pt={56} pb="lg">
      <Container>
        <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'xl', md: 48 }}>
          <Stack gap="md">
            <SiteLogo inverted />
            <Text size="sm" c="#c9d6e8" maw={300}>
              Recruitment, staffing and payroll outsourcing from Chennai: we connect employers with the people who move their
              business forward.
            </Text>
            <a className={classes.footerLink} href={SITE_SOCIAL_LINK.href} rel="noopener noreferrer" target="_blank">
              <IconLinkedIn size={20} />
              {SITE_SOCIAL_LINK.label}
            </a>
          </Stack>

          <nav aria-labelledby="footer-candidates">
            {FOOTER_LINKS.map((group) => (
              <Fragment key={group.title}>
                <h2 id={group.id} className={classes.footerHeading}>
                  {group.title}
                </h2>
                <Stack gap={6} className={classes.footerLinks}>
                  {group.links.map(([label, to]) => (
                    <Link key={to} className={classes.footerLink} to={to}>
                      {label}
                    </Link>
                  ))}
                </Stack>
              </Fragment>
            ))}
          </nav>

          <div>
            <h2 className={classes.footerHeading}>Call Us</h2>
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
            <h2 className={classes.footerHeading}>Visit Us</h2>
            <Group gap={8} align="flex-start" wrap="nowrap">
              <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 3 }} />
              <SiteAddress size="sm" c="#c9d6e8" />
            </Group>
          </div>
        </ResponsiveGrid>

        <Divider my="xl" color="rgba(255,255,255,0.15)" />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="#c9d6e8">
            © {COPYRIGHT_YEAR} Sr Technologies Jobs. All rights reserved.
          </Text>
          <Text size="sm" c="#c9d6e8">
            Recruitment · Staffing · Outsourcing
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
