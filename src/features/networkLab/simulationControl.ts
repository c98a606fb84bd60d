import type { LabSettings } from '../../domain/labSettings';
import { deviceOffline, LAB_FLAG_EVENT, LAB_FLAG_KEY, storedSimulation } from '../../networkLab/simulation';

/**
 * Changes to the page's copy of the lab's settings (simulation.ts), loaded only by the lab and its
 * banner. When the lab's offline starts or ends, the browser's own `offline` / `online` event is
 * fired: whatever waits for the connection (the outbox's delivery, a part's code) then does what
 * it does when a real connection drops or comes back.
 */
let wasOffline = deviceOffline();

function announce(): void {
  window.dispatchEvent(new Event(LAB_FLAG_EVENT));
  const offline = deviceOffline();
  if (offline !== wasOffline && navigator.onLine) window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  wasOffline = offline;
}

/** Stores (or with null, removes) the page's copy, and tells this page (the others hear `storage`). */
export function setSimulationFlag(settings: LabSettings | null): void {
  try {
    if (settings === null) localStorage.removeItem(LAB_FLAG_KEY);
    else localStorage.setItem(LAB_FLAG_KEY, JSON.stringify(settings));
  } catch {
    // Storage blocked: the worker's copy still applies; this page just cannot show it.
  }
  announce();
}

/**
 * While a simulation shows (the banner is mounted): announces its end at its expiry, and a change
 * made in another tab. Returns the way to stop watching.
 */
export function watchSimulation(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const plan = () => {
    clearTimeout(timer);
    const lab = storedSimulation();
    // A little after the expiry, so the check there finds it over; an hour at most, far within setTimeout's bound.
    if (lab) timer = setTimeout(announce, Math.max(0, lab.until - Date.now()) + 50);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LAB_FLAG_KEY && event.key !== null) return;
    plan();
    announce();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LAB_FLAG_EVENT, plan);
  plan();
  // The simulation may have started in another tab before this page loaded the banner.
  announce();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LAB_FLAG_EVENT, plan);
  };
}
