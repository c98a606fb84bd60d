import { useSyncExternalStore } from 'react';

import { optionalPart } from '../components/optionalPart';
import { currentSimulation, subscribeSimulation } from '../components/simulation';

const SimulationBanner = optionalPart(() => import('../features/networkLab/SimulationBanner').then((module) => module.default));

/**
 * Where the network lab's banner goes on every page: nothing, and no code fetched, unless a
 * simulation is on (a localStorage flag, read after hydration: the server never knows it).
 */
export function SimulationBannerSlot() {
  const lab = useSyncExternalStore(subscribeSimulation, currentSimulation, () => null);
  return lab ? <SimulationBanner stored={lab} /> : null;
}
