import { Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconLinkedIn, IconMail, IconMapPin, IconPhone } from '../../components/icons';
import {
  COPYRIGHT_YEAR,
  SITE_ADDRESS_LINES,
  SITE_EMAIL,
  SITE_PHONES,
  SITE_SOCIAL_LINK,
  telHref,
} from '../../components/siteContact';
import { SiteLogo } from '../../components/SiteLogo';
import { routes } from '../../domain/routes';
import classes from './Layout.module.css';

/**
 * SPEC.md §2: the footer on every page: phone numbers, a social link, candidate links (Browse Jobs,
 * Browse Company), About links (Contact Us, About Us), an e-mail, a postal address in Chennai and
 * the copyright line for 2025.
 */
export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer} pt={56} pb="lg">
      <Container>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 'xl', md: 48 }}>
          <Stack gap="md">
            <SiteLogo inverted />
            <Text size="sm" c="#c9d6e8" maw={300}>
              Recruitment, staffing and payroll outsourcing from Chennai: we connect employers with the
              people who move their business forward.
            </Text>
            <a className={classes.footerLink} href={SITE_SOCIAL_LINK.href} rel="noopener noreferrer" target="_blank">
              <IconLinkedIn size={20} />
              {SITE_SOCIAL_LINK.label}
            </a>
          </Stack>

          <nav aria-labelledby="footer-candidates">
            <h2 id="footer-candidates" className={classes.footerHeading}>
              For Candidates
            </h2>
            <Stack gap={6}>
              <Link className={classes.footerLink} to={routes.findJobs}>
                Browse Jobs
              </Link>
              <Link className={classes.footerLink} to={routes.employers}>
                Browse Company
              </Link>
            </Stack>
            <h2 className={classes.footerHeading} style={{ marginTop: 28 }}>
              About
            </h2>
            <Stack gap={6}>
              <Link className={classes.footerLink} to={routes.contact}>
                Contact Us
              </Link>
              <Link className={classes.footerLink} to={routes.aboutUs}>
                About Us
              </Link>
            </Stack>
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
              <Text component="address" size="sm" c="#c9d6e8" fs="normal" lh={1.7}>
                {SITE_ADDRESS_LINES.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </Text>
            </Group>
          </div>
        </SimpleGrid>

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
