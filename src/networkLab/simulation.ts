import { labOffline, type LabSettings } from '../domain/labSettings';

/**
 * The page's side of the network lab's settings (docs/OFFLINE.md, "Testing on a phone"): a copy in
 * localStorage, readable at once on the first render (the worker reads its own copy in IndexedDB).
 * It answers what every page asks: is a simulation on (the banner's flag: its code is fetched only
 * then), and is this device offline, really or in the lab. Every first page carries this file, so
 * it holds only that; changing the flag, its expiry and the events that follow are in
 * simulationControl.ts, which only the lab and the banner load.
 */
export const LAB_FLAG_KEY = 'sr-jobs-network-lab';
/** Fired on window when this tab changed the flag or it ran out (other tabs hear `storage`). */
export const LAB_FLAG_EVENT = 'sr-jobs-network-lab';

/**
 * The stored settings, checked only as far as this needs (a mode and an expiry); the banner and the
 * lab check them whole (parseLabSettings) before showing them.
 */
export function storedSimulation(): LabSettings | null {
  try {
    const value = JSON.parse(localStorage.getItem(LAB_FLAG_KEY) ?? 'null') as Partial<LabSettings> | null;
    return typeof value?.mode === 'string' && typeof value.until === 'number' ? (value as LabSettings) : null;
  } catch {
    return null; // storage blocked or a foreign value: no lab on this device
  }
}

/** The simulation on now, as stored (text, so React can compare two reads), or null. */
export function simulationFlag(): string | null {
  const lab = storedSimulation();
  return lab && lab.until > Date.now() ? JSON.stringify(lab) : null;
}

/**
 * The page's one answer to "is this device offline, really or in the lab?": everything that shows
 * or acts on the connection asks this (useOnlineStatus), never navigator.onLine alone.
 */
export function deviceOffline(): boolean {
  // globalThis.navigator: the outbox's tests run this in Node 20, which has no navigator (online).
  return globalThis.navigator?.onLine === false || labOffline(storedSimulation(), Date.now());
}

/** What changes the answers above: the connection, and the flag (here, in another tab, at its expiry). */
const CHANGES = ['online', 'offline', 'storage', LAB_FLAG_EVENT];

export function subscribeSimulation(onChange: () => void): () => void {
  for (const change of CHANGES) window.addEventListener(change, onChange);
  return () => {
    for (const change of CHANGES) window.removeEventListener(change, onChange);
  };
}
