/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core';
import { createHandlerBoundToURL } from 'workbox-precaching';

import { labFetch } from './networkLab/labFetch';
import { deviceOffline } from './networkLab/labState';
import type { SavedPages } from './savedPages';

/** How long a page from the network may take before the precached shell is shown instead. */
export const NAVIGATION_TIMEOUT_MS = 4_000;

/**
 * Navigations (docs/OFFLINE.md, "Pages and code" and "Repeat visits"):
 * - a page this device already saved (savedPages.ts) is answered with its saved HTML at once,
 *   content in it, online or offline; online, the network's page then replaces the saved one in
 *   the background (stale-while-revalidate), and the page itself fetches its data again once
 *   hydrated (src/features/offline/DataRefresh.tsx), so a newer answer shows in place;
 * - otherwise network first, so an online visitor gets the fresh server-rendered page (and it is
 *   saved for next time); the precached index.html (the plain app shell, which renders from the data
 *   saved on the device) when the device is offline, the network fails or is slower than
 *   NAVIGATION_TIMEOUT_MS, or the server answers 5xx.
 */
export function pageNavigationHandler(saved: SavedPages): RouteHandlerCallback {
  const shell = createHandlerBoundToURL('index.html');
  return async (options) => {
    const { request, event } = options;
    const url = request.url;
    // Offline, really or in the network lab's simulation (docs/OFFLINE.md).
    const online = !deviceOffline();
    const copy = await saved.read(url).catch(() => undefined);
    if (copy && !online) return copy;

    // The network's page, kept for the next visit; the worker stays alive until it is.
    const fromNetwork = async (signal?: AbortSignal): Promise<Response> => {
      const response = await labFetch(request, { signal });
      event.waitUntil(saved.remember(url, response.clone()).catch(() => undefined));
      return response;
    };
    if (copy) {
      event.waitUntil(fromNetwork().catch(() => undefined));
      return copy;
    }
    if (!online) return shell(options);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
    try {
      const response = await fromNetwork(controller.signal);
      return response.status >= 500 ? shell(options) : response;
    } catch {
      return shell(options);
    } finally {
      clearTimeout(timer);
    }
  };
}
