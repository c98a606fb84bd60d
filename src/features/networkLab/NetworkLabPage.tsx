import { Box, Container, Grid, Text } from '@mantine/core';
import { useEffect } from 'react';

import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/useT';
import { reconcileSimulation } from './labControl';
import { LabOutbox } from './LabOutbox';
import { LabSettingsForm } from './LabSettingsForm';

// The banner every page shows during a simulation loads from this chunk (src/app/SimulationBannerSlot.tsx).
export { SimulationBanner } from './SimulationBanner';

/**
 * Testers' network lab (docs/OFFLINE.md, "Testing on a phone"): make this device's network
 * offline, slow, flaky, or its server busy or losing answers, and watch what the outbox does.
 * The simulation is applied by the service worker to this browser only; the server never hears of it.
 */
export default function NetworkLabPage() {
  useDocumentTitle();
  const t = useT();
  useEffect(() => void reconcileSimulation().catch(() => undefined), []);
  return (
    <>
      <PageHero title={t('lab.heroTitle')} subtitle={t('lab.heroSubtitle')} />
      <Box py={{ base: 32, md: 56 }}>
        <Container>
          <Text mb="lg" maw={760}>
            {t('lab.intro')}
          </Text>
          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <LabSettingsForm />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <LabOutbox />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
