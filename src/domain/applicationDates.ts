/**
 * docs/PRODUCT.md "Application dates": a job takes applications up to and including its end date,
 * a calendar day in Chennai, where the agency and its candidates are. India keeps one offset all
 * year (UTC+5:30, no daylight saving), so the day is worked out without a time-zone database, and
 * the server's render and the browser agree on it wherever either runs.
 */
const CHENNAI_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar date in Chennai at `at` (milliseconds since the epoch), as YYYY-MM-DD. */
export function chennaiDate(at: number): string {
  return new Date(at + CHENNAI_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whether a job's application end date has passed at `at`: the day after it has begun in Chennai.
 * An end date that is not a calendar date (missing, or free text) has not passed: nothing is
 * claimed about it.
 */
export function applicationsClosed(endDate: string, at: number): boolean {
  const end = /^\d{4}-\d{2}-\d{2}/.exec(endDate.trim())?.[0];
  return end !== undefined && chennaiDate(at) > end;
}
