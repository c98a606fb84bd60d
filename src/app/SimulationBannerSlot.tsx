import { useSyncExternalStore } from 'react';

import { optionalPart } from '../components/optionalPart';
import { loadTexts } from '../i18n/pageTexts';
import { simulationFlag, subscribeSimulation } from '../networkLab/simulation';

// The lab's texts (its area of the catalogue) come with its code: only the lab's page names them.
const SimulationBanner = optionalPart(async () => {
  const [module] = await Promise.all([import('../features/networkLab/NetworkLabPage'), loadTexts(['lab'])]);
  return module.SimulationBanner;
});

/**
 * Where the network lab's banner goes on every page: nothing, and no code fetched, unless a
 * simulation is on (a localStorage flag, read after hydration: the server never knows it).
 */
export function SimulationBannerSlot() {
  const flag = useSyncExternalStore(subscribeSimulation, simulationFlag, () => null);
  return flag ? <SimulationBanner flag={flag} /> : null;
}
