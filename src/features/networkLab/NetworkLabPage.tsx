import { Box, Container, Grid, Text } from '@mantine/core';
import { useEffect } from 'react';

import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../components/useDocumentTitle';
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
  useEffect(() => void reconcileSimulation().catch(() => undefined), []);
  return (
    <>
      <PageHero
        title="Network lab"
        subtitle="For testers: make this device behave as if its network were off, slow or flaky, or the server busy or losing answers."
      />
      <Box py={{ base: 32, md: 56 }}>
        <Container>
          <Text mb="lg" maw={760}>
            Only this browser is affected, and only until the simulation stops (by itself at the time you choose, at most an
            hour). Nothing reaches other users: a submission made during a simulation is real and is delivered for real.
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
