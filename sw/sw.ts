/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

import { isSkipWaitingMessage } from '../src/offline/messages';
import { pruneSavedResponses } from '../src/offline/savedResponses';
import { isApiGet, isImage, isListUrl } from './apiScope';
import { forgetUnlisted, prefetchDetails } from './detailPrefetch';
import { startWorkerDelivery } from './outboxDelivery';
import { pageNavigationHandler } from './pageNavigation';
import { savedCopyHandler } from './savedCopyRoute';

declare const self: ServiceWorkerGlobalScope;

// 1. The app shell and the code of every route (vite.config.ts globPatterns), so every page
//    renders offline; navigations (deep links too) get the server-rendered page from the network,
//    else the precached index.html (pageNavigation.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(pageNavigationHandler(), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

// 2. API reads: network first, else the copy saved on this device; lists pull their details and
//    drop the saved details of items they no longer have.
registerRoute(
  ({ request, url }) => isApiGet(request, url),
  savedCopyHandler({
    afterSave: async (url, body) => {
      if (!isListUrl(new URL(url))) return;
      await forgetUnlisted(url, body);
      await prefetchDetails(url, body);
    },
  }),
);

// 3. Images: cache first, bounded.
const IMAGE_CACHE = 'sr-jobs-images';
registerRoute(
  ({ request, url }) => isImage(request, url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// 4. The outbox: submissions waiting on the device are delivered.
startWorkerDelivery();

// 5. Lifecycle. A new version waits until the user clicks "Reload" in the page (workbox-window's
//    messageSkipWaiting), never mid-form; once active it takes the open pages, which also makes
//    the very first install control the page at once.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), pruneSavedResponses().catch(() => 0)]));
});
