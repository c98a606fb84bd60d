/**
 * The demo content's application dates, counted from the day the database is seeded, so a newly
 * started site shows jobs that are open today instead of windows that closed long ago. They are
 * stored as the API has always answered them: calendar dates, YYYY-MM-DD (docs/PRODUCT.md §3).
 * Everything but the seed day is fixed, so the same day always gives the same dates.
 */

const DAY_MS = 86_400_000;

/** The calendar date `days` days after (or, negative, before) `day`, as YYYY-MM-DD (UTC). */
export function isoDayAfter(day: Date, days: number): string {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(midnight + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far back the oldest demo item opened: the newest ones opened a day before the seed day. */
const SPREAD_DAYS = 60;
/** The shortest time a demo job stays open after the seed day; each adds up to SPREAD_DAYS more. */
const MIN_DAYS_OPEN = 14;

/**
 * How many days before the seed day the item at `index` of `count` opened: older items (earlier
 * in the list, so lower ids) opened earlier, as posts on a real board do, from SPREAD_DAYS days
 * back to one day back.
 */
export function daysAgoOpened(index: number, count: number): number {
  return 1 + Math.round(((count - 1 - index) * (SPREAD_DAYS - 1)) / Math.max(1, count - 1));
}

/**
 * A demo job's application window: opened before the seed day (daysAgoOpened) and closing 14 to 59
 * days after it, varied from job to job by a fixed stride, so the board does not close all at once
 * and every demo job is still open on the day it is seeded.
 */
export function demoApplicationWindow(index: number, count: number, day: Date): { startDate: string; endDate: string } {
  const closesIn = MIN_DAYS_OPEN + ((index * 17) % (SPREAD_DAYS - MIN_DAYS_OPEN));
  return { startDate: isoDayAfter(day, -daysAgoOpened(index, count)), endDate: isoDayAfter(day, closesIn) };
}
