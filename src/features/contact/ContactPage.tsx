import { Anchor, Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

import { IconCard } from '../../components/IconCard';
import { IconPhone, type IconProps } from '../../components/icons';
import { PageHero } from '../../components/PageHero';
import { IconClock, IconMail, IconMapPin } from '../../components/pageIcons';
import { SiteAddress } from '../../components/SiteAddress';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { SITE_EMAIL, SITE_PHONES, telHref } from '../../domain/siteContact';
import { useT } from '../../i18n/useT';
import { OfficeMap } from './OfficeMap';

function ContactCard({ icon, title, children }: { icon: ComponentType<IconProps>; title: string; children: ReactNode }) {
  return (
    <IconCard icon={icon} align="flex-start">
      <div>
        <Title order={2} size="h4" mb={6}>
          {title}
        </Title>
        {children}
      </div>
    </IconCard>
  );
}

/** docs/PRODUCT.md §2 "/our-contact": the embedded map, the address, three phone numbers and an e-mail. */
export default function ContactPage() {
  useDocumentTitle();
  const t = useT();
  return (
    <>
      <PageHero title={t('contact.heroTitle')} subtitle={t('contact.heroSubtitle')} />
      <Box py={{ base: 40, md: 72 }}>
        <Container>
          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <ContactCard icon={IconMapPin} title={t('contact.addressTitle')}>
                  <SiteAddress c="gray.8" />
                </ContactCard>
                <ContactCard icon={IconPhone} title={t('contact.phoneTitle')}>
                  <Stack gap={4}>
                    {SITE_PHONES.map((phone) => (
                      <Anchor
                        key={phone}
                        href={telHref(phone)}
                        fw={600}
                        style={{ minHeight: 28, display: 'inline-flex', alignItems: 'center' }}
                      >
                        {phone}
                      </Anchor>
                    ))}
                  </Stack>
                </ContactCard>
                <ContactCard icon={IconMail} title={t('contact.emailTitle')}>
                  <Anchor href={`mailto:${SITE_EMAIL}`} fw={600} style={{ wordBreak: 'break-word' }}>
                    {SITE_EMAIL}
                  </Anchor>
                </ContactCard>
                <ContactCard icon={IconClock} title={t('contact.hoursTitle')}>
                  <Text c="gray.8">{t('contact.hours')}</Text>
                </ContactCard>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <OfficeMap />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
