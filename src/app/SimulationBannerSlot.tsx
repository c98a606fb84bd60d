import { useSyncExternalStore } from 'react';

import { optionalPart } from '../components/optionalPart';
import { simulationFlag, subscribeSimulation } from '../components/simulation';

const SimulationBanner = optionalPart(() =>
  import('../features/networkLab/NetworkLabPage').then((module) => module.SimulationBanner),
);

/**
 * Where the network lab's banner goes on every page: nothing, and no code fetched, unless a
 * simulation is on (a localStorage flag, read after hydration: the server never knows it).
 */
export function SimulationBannerSlot() {
  const flag = useSyncExternalStore(subscribeSimulation, simulationFlag, () => null);
  return flag ? <SimulationBanner flag={flag} /> : null;
}
