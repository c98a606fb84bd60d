import type { WorkboxPlugin } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';

import { STAFF_API_PREFIX } from '../../src/contract/staff';
import { busyAnswer, faultFor, labFetch } from './labFetch';

declare const self: ServiceWorkerGlobalScope;

const staffRoot = `${self.location.origin}${STAFF_API_PREFIX}/`;

/**
 * POSTs, which the worker does not otherwise handle (the forms' submissions sent by the page), pass through the
 * lab, so a submission sent by the page meets the same network as one the worker delivers. The
 * staff console stays out of it, as it stays out of every other part of the worker.
 */
export function registerLabPassThrough(): void {
  registerRoute(
    ({ url }) => !url.href.startsWith(staffRoot),
    ({ request }) => labFetch(request),
    'POST',
  );
}

/**
 * The lab for a Workbox strategy's own fetch (the images' CacheFirst): a cached image is still
 * shown, as it is offline; a network fetch meets the simulation.
 */
export const labPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    const fault = await faultFor(request);
    if (fault.kind === 'fail') throw new TypeError('Failed to fetch (network lab: no connection)');
    if (fault.kind === 'pass' && fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    return request;
  },
  fetchDidSucceed: async ({ request, response }) => {
    const fault = await faultFor(request);
    return fault.kind === 'busy' ? busyAnswer(fault.retryAfterS) : response;
  },
};
