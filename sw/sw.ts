/// <reference lib="webworker" />
import { precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

// Placeholder until the offline issue: precache the build so the shell loads offline.
precacheAndRoute(self.__WB_MANIFEST);
