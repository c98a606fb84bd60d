import type { Workbox } from 'workbox-window';

import { afterLoadWhenIdle } from '../../browser/afterLoadWhenIdle';
import { externalStore } from '../../browser/externalStore';

/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) through workbox-window and announces
 * a new version. The new worker waits until the user clicks "Reload": only then is it told to
 * take over (messageSkipWaiting) and the page reloaded, so nothing reloads mid-form.
 */
export const updateAvailable = externalStore(false);

/** Set when a worker first takes control of this page: the data already on screen was fetched
 *  without it (so not saved on the device) and is worth fetching again through it. */
export const firstControlAt = externalStore<number | null>(null);

/** Set when this page saw the site's first worker install (its precache complete): the site now opens offline. */
export const offlineReady = externalStore(false);

let workbox: Workbox | null = null;
let reloadWhenControlled = false;

export function registerServiceWorker(): void {
  // Only a build has a worker (vite-plugin-pwa builds it); the dev server has none. MODE, not
  // PROD: a build run with NODE_ENV=test (vitest's browser-test setup) has PROD false.
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return;
  // Once the page has loaded and the browser is idle (workbox-window with it): the worker's install
  // (it fetches every file of the site) does not compete with the page's own files and first
  // tasks, and a first visitor is ready for offline as soon as possible after that
  // (docs/decisions/0011-worker-after-load-when-idle.md).
  afterLoadWhenIdle(() => void register());
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  // Fires for a worker installed while this page is open and for one already waiting at load.
  workbox.addEventListener('waiting', () => updateAvailable.set(true));
  // A worker installs only once its precache is stored; not an update: the first on this device.
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) offlineReady.set(true);
  });
  workbox.addEventListener('controlling', (event) => {
    // Reload only when this page asked for the update; another tab's choice does not reload us.
    if (event.isUpdate && reloadWhenControlled) window.location.reload();
    if (!event.isUpdate) firstControlAt.set(Date.now());
  });
  await workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));
  // Look for a new version when the user comes back to the tab (browsers check on navigation).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update().catch(() => undefined);
  });
}

/** The "Reload" action of the update notice. */
export function applyUpdate(): void {
  if (!workbox) {
    window.location.reload();
    return;
  }
  reloadWhenControlled = true;
  workbox.messageSkipWaiting();
}
