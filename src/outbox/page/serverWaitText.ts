import type { Translate } from '../../i18n/useT';

/**
 * The words for a waiting submission the server asked to wait with (Retry-After on a 429 or 503,
 * "busy" in docs/OFFLINE.md's words): the outbox panel, the "Send now" notice, the delivery notices
 * and the forms (waitingText.ts) all say it the same way, in the page's language (the outbox area).
 * Pure, for tests.
 */

const MINUTE = 60_000;

/** "30 s", "2 min", "1 h": rounded up, so the next attempt never comes before what was said. */
export function formatWait(t: Translate, ms: number): string {
  if (ms < MINUTE) return t('outbox.waitSeconds', { count: Math.max(1, Math.ceil(ms / 1000)) });
  if (ms < 60 * MINUTE) return t('outbox.waitMinutes', { count: Math.ceil(ms / MINUTE) });
  return t('outbox.waitHours', { count: Math.ceil(ms / (60 * MINUTE)) });
}

/** Whether the server's wait is still running; `until` is the item's serverWaitUntil. */
export function isServerWaiting(until: number | undefined, now: number): until is number {
  return until !== undefined && until > now;
}

export function serverWaitText(t: Translate, until: number, now: number): string {
  return t('outbox.serverWait', { wait: formatWait(t, until - now) });
}
