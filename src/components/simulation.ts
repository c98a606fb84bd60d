import { activeLab, labOffline, type LabSettings } from '../domain/networkLab';

/**
 * The page's side of the network lab's settings (docs/OFFLINE.md, "Testing on a phone"): a copy in
 * localStorage that the first render reads at once, without IndexedDB (the worker's copy, written
 * with it by the lab). It answers two questions every page asks: is a simulation on (the banner's
 * flag: its code is fetched only then), and is this device offline, really or in the lab.
 */
export const LAB_FLAG_KEY = 'sr-jobs-network-lab';

const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: LabSettings | null } = { raw: null, settings: null };
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
let wasOffline: boolean | undefined;

/**
 * The stored settings, checked only as far as this needs (a mode and an expiry): this runs on every
 * first page, where each byte counts; the banner and the lab, in chunks of their own, check them
 * whole (parseLabSettings) before showing them.
 */
function roughlySettings(raw: string | null): LabSettings | null {
  try {
    const value = (raw === null ? null : JSON.parse(raw)) as Partial<LabSettings> | null;
    return typeof value?.mode === 'string' && typeof value.until === 'number' ? (value as LabSettings) : null;
  } catch {
    return null;
  }
}

function storedSettings(): LabSettings | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LAB_FLAG_KEY);
  } catch {
    return null; // storage blocked: no lab on this device
  }
  if (raw !== cached.raw) {
    cached = { raw, settings: roughlySettings(raw) };
  }
  return cached.settings;
}

/** The simulation on now, or null (none, or it ran out). */
export function currentSimulation(): LabSettings | null {
  return typeof window === 'undefined' ? null : activeLab(storedSettings(), Date.now());
}

/**
 * The page's one answer to "is this device offline, really or in the lab?": everything that shows
 * or acts on the connection asks this (useOnlineStatus), never navigator.onLine alone.
 */
export function deviceOffline(): boolean {
  if (typeof navigator === 'undefined') return false;
  return !navigator.onLine || labOffline(storedSettings(), Date.now());
}

/**
 * Tells this page's listeners, and when the lab's offline starts or ends, fires the browser's own
 * `offline` / `online` event: whatever waits for the connection (the outbox's delivery, a part's
 * code) then does what it does when a real connection drops or comes back.
 */
function changed(): void {
  clearTimeout(expiryTimer);
  const lab = currentSimulation();
  // Ends by itself: wake up at its expiry (setTimeout's bound is far above the hour allowed).
  if (lab) expiryTimer = setTimeout(changed, lab.until - Date.now() + 50);
  const offline = deviceOffline();
  if (wasOffline !== undefined && offline !== wasOffline && navigator.onLine) {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  }
  wasOffline = offline;
  for (const listener of listeners) listener();
}

/** Stores (or with null, removes) the page's copy and tells this page and the others. */
export function setSimulationFlag(settings: LabSettings | null): void {
  try {
    if (settings === null) localStorage.removeItem(LAB_FLAG_KEY);
    else localStorage.setItem(LAB_FLAG_KEY, JSON.stringify(settings));
  } catch {
    // Storage blocked: the worker's copy still applies; this page just cannot show it.
  }
  changed();
}

let started = false;

/** Subscribes to changes: made here, in another tab (the storage event), or the simulation running out. */
export function subscribeSimulation(listener: () => void): () => void {
  if (!started && typeof window !== 'undefined') {
    started = true;
    window.addEventListener('storage', (event) => {
      if (event.key === LAB_FLAG_KEY || event.key === null) changed();
    });
    changed();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
