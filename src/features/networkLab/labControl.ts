import { activeLab, type LabSettings } from '../../domain/networkLab';
import { storedSimulation } from '../../networkLab/simulation';
import { readLabSettings, writeLabSettings } from '../../offline/labStore';
import type { LabChangedMessage } from '../../offline/messages';
import { setSimulationFlag } from './simulationControl';

/**
 * Starts (settings) or stops (null) a simulation on this device: the worker's copy in IndexedDB
 * first, then the worker is told (it applies it to this browser's requests), then the page's copy,
 * which shows the banner and, for offline, makes the page offline (src/networkLab/simulation.ts).
 */
export async function applySimulation(settings: LabSettings | null): Promise<void> {
  await writeLabSettings(settings);
  const message: LabChangedMessage = { type: 'network-lab-changed' };
  navigator.serviceWorker?.controller?.postMessage(message);
  setSimulationFlag(settings);
}

export const stopSimulation = (): Promise<void> => applySimulation(null);

/**
 * The worker's copy is the one in force: the page's copy is set from it when the lab opens (the
 * page's storage was cleared, or a simulation was stopped while this page's storage could not be written).
 */
export async function reconcileSimulation(): Promise<void> {
  const inForce = activeLab(await readLabSettings(), Date.now());
  if (JSON.stringify(inForce) !== JSON.stringify(activeLab(storedSimulation(), Date.now()))) setSimulationFlag(inForce);
}
