const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Dates arrive as ISO calendar dates ("2025-01-22"). Shown the Indian way ("22 January 2025").
 * Anything that is not such a date is shown as it came, never as "Invalid Date".
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime())) return value;
  // What Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }) writes,
  // without it: making the first formatter loads the locale's data, some 25 ms of blocking work on
  // a phone in the middle of drawing the page.
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
