/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

import { isSaveOfflineCopyMessage, isSkipWaitingMessage, type OfflineCopyDoneMessage } from '../src/offline/messages';
import { pruneSavedResponses } from '../src/offline/savedResponses';
import { deliverAfterServerAnswered, deliverOutboxNow, startWorkerDelivery } from '../src/outbox/worker/outboxDelivery';
import { isApiGet, isImage, isListReadUrl, isListUrl } from './apiScope';
import { forgetUnlisted } from './listRemovals';
import { labPlugin, registerLabPassThrough } from './networkLab/labRoutes';
import { deviceOffline, listenForLabChanges } from './networkLab/labState';
import { isSavedDetailUrl, runOfflineCopy } from './offlineCopySync';
import { pageNavigationHandler } from './pageNavigation';
import { savedCopyHandler } from './savedCopyRoute';
import { buildKeyOf, SavedPages } from './savedPages';

declare const self: ServiceWorkerGlobalScope;

// 1. The app shell and the code of every route (vite.config.ts globPatterns), so every page
//    renders offline; navigations (deep links too) get the page saved on the device at once (a
//    page already visited, saved per build: savedPages.ts), else the server-rendered page from the
//    network, else the precached index.html (pageNavigation.ts).
const manifest = self.__WB_MANIFEST;
// No directory index: the precache would answer "/" with index.html itself, the plain shell, before
// the navigation route below could answer it with the home page's saved or server-rendered HTML.
precacheAndRoute(manifest, { directoryIndex: '' });
cleanupOutdatedCaches();
const savedPages = new SavedPages(buildKeyOf(manifest));
registerRoute(
  new NavigationRoute(pageNavigationHandler(savedPages), {
    denylist: [/^\/api\//, /^\/uploads\//],
  }),
);

// 2. API reads: network first, else the copy saved on this device. A fresh list drops the saved
//    details of items it no longer has, then brings the offline copy of every detail up to date
//    (the full copy the first time, a delta afterwards: src/offline/offlineCopy.ts).
registerRoute(
  ({ request, url }) => isApiGet(request, url),
  savedCopyHandler({
    afterSave: async (url, body) => {
      // The server answers again: waiting submissions need not wait for their backoff.
      void deliverAfterServerAnswered();
      const read = new URL(url);
      // The pages read lists a window at a time: any list read online brings the copy up to date.
      if (!isListReadUrl(read)) return;
      if (isListUrl(read)) await forgetUnlisted(url, body);
      await runOfflineCopy();
    },
  }),
);

// 3. Images: cache first, bounded.
const IMAGE_CACHE = 'sr-jobs-images';
registerRoute(
  ({ request, url }) => isImage(request, url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [labPlugin, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// 4. The outbox: submissions waiting on the device are delivered.
startWorkerDelivery();

// 5. The network lab (docs/OFFLINE.md, "Testing on a phone"): every request above meets the network
//    this device's tester chose; the forms' POSTs pass through it too. When a simulation ends the
//    kept submissions go at once, as they do when a real connection comes back.
registerLabPassThrough();
listenForLabChanges(async () => {
  if (!deviceOffline()) await deliverOutboxNow();
});

// 6. Lifecycle. A new version waits until the user clicks "Reload" in the page (workbox-window's
//    messageSkipWaiting), never mid-form; once active it takes the open pages, which also makes
//    the very first install control the page at once.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  // The user asked for the offline copy although Save-Data is on; the page hears how it ended.
  if (isSaveOfflineCopyMessage(event.data)) {
    const source = event.source;
    event.waitUntil(
      runOfflineCopy(true).then((outcome) => {
        const done: OfflineCopyDoneMessage = { type: 'offline-copy-done', complete: outcome.kind === 'done' };
        source?.postMessage(done);
      }),
    );
  }
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      self.clients.claim(),
      pruneSavedResponses(undefined, undefined, undefined, isSavedDetailUrl).catch(() => 0),
      // Saved pages of an older build link scripts this version's precache no longer holds.
      savedPages.dropOtherBuilds().catch(() => undefined),
    ]),
  );
});
