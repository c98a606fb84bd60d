/**
 * The words for a waiting submission the server asked to wait with (Retry-After on a 429 or 503,
 * "busy" in docs/OFFLINE.md's words): the outbox panel, the "Send now" notice, the delivery notices and the forms (waitingText.ts) all say
 * it the same way. Pure, for tests.
 */

const MINUTE = 60_000;

/** "30 s", "2 min", "1 h": rounded up, so the next attempt never comes before what was said. */
export function formatWait(ms: number): string {
  if (ms < MINUTE) return `${Math.max(1, Math.ceil(ms / 1000))} s`;
  if (ms < 60 * MINUTE) return `${Math.ceil(ms / MINUTE)} min`;
  return `${Math.ceil(ms / (60 * MINUTE))} h`;
}

/** Whether the server's wait is still running; `until` is the item's serverWaitUntil. */
export function isServerWaiting(until: number | undefined, now: number): until is number {
  return until !== undefined && until > now;
}

export function serverWaitText(until: number, now: number): string {
  return `The server is busy and asked us to wait. It will be sent automatically in ${formatWait(until - now)}.`;
}
