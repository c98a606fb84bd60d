import { loadOnce } from '../../browser/loadOnce';

/**
 * The outbox panel's code (the header's "Waiting to send" badge and its drawer). Only a form can put
 * something in the outbox, so each form fetches this with its own code: an application sent offline
 * on a first visit, before any service worker holds the site, then finds the panel's code already
 * here instead of failing to fetch it.
 */
export const outboxPanelCode = loadOnce(async () => (await import('./OutboxPanel')).OutboxPanel);
