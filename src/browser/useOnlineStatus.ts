import { useSyncExternalStore } from 'react';

import { deviceOffline, subscribeSimulation } from '../networkLab/simulation';

/**
 * Whether the device is online: navigator.onLine, and not offline in the network lab
 * (simulation.ts), kept current by the online/offline events and the lab's flag. Read only after
 * mounting, so the component also renders where there is no navigator (prerendering counts as online).
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribeSimulation,
    () => !deviceOffline(),
    () => true,
  );
}
