/// <reference lib="webworker" />
import type { RouteHandlerCallback } from 'workbox-core';
import { createHandlerBoundToURL } from 'workbox-precaching';

import { labFetch } from './networkLab/labFetch';
import { deviceOffline } from './networkLab/labState';

/** How long a page from the network may take before the precached shell is shown instead. */
export const NAVIGATION_TIMEOUT_MS = 4_000;

/**
 * Navigations: network first, so an online visitor gets the fresh server-rendered page (content
 * in the HTML, per-page head); the precached index.html (the plain app shell, which renders from
 * the data saved on the device) when the device is offline, the network fails or is slower than
 * NAVIGATION_TIMEOUT_MS, or the server answers 5xx. Server pages are never stored: the shell is
 * all a navigation needs offline.
 */
export function pageNavigationHandler(): RouteHandlerCallback {
  const shell = createHandlerBoundToURL('index.html');
  return async (options) => {
    if (deviceOffline()) return shell(options);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
    try {
      const response = await labFetch(options.request, { signal: controller.signal });
      return response.status >= 500 ? shell(options) : response;
    } catch {
      return shell(options);
    } finally {
      clearTimeout(timer);
    }
  };
}
