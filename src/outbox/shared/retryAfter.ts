/**
 * The server's Retry-After header on a 429 (too many requests) or 503 (busy, e.g. too many uploads
 * at once): "not before N seconds" or "not before this HTTP date" (RFC 9110 §10.2.3). The outbox
 * waits at least that long before trying again, so a busy server is not hammered, but never more
 * than RETRY_AFTER_MAX_MS: a wrong or hostile header must not park a submission for days.
 */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** The statuses whose Retry-After the outbox honours. */
export function honoursRetryAfter(status: number): boolean {
  return status === 429 || status === 503;
}

/** How long the server asked to wait, in ms from `now` (0 .. RETRY_AFTER_MAX_MS), or null if it did not say (or said nonsense). */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim() ?? '';
  if (value === '') return null;
  let wait: number;
  if (/^\d+$/.test(value)) {
    wait = Number(value) * 1000;
  } else {
    // An HTTP date has a day or month name; Date.parse alone would read "1.5" as a date.
    const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(date)) return null;
    wait = date - now;
  }
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(0, wait));
}
