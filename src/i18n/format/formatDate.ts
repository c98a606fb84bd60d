import { DEFAULT_LANGUAGE, type Language, LANGUAGE_LOCALES } from '../../domain/languages';

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

/** A formatter per language other than English, made on first use (the locale's data loads then). */
const formatters = new Map<Language, Intl.DateTimeFormat>();

function formatterFor(language: Language): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    formatter = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], options);
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * Dates arrive as ISO calendar dates ("2025-01-22"). Shown the Indian way, in the page's language
 * ("22 January 2025", "22 ஜனவரி, 2025", "22 जनवरी 2025"). Anything that is not such a date is
 * shown as it came, never as "Invalid Date".
 */
export function formatDate(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime())) return value;
  if (language !== DEFAULT_LANGUAGE) return formatterFor(language).format(date);
  // What Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }) writes,
  // without it: making the first formatter loads the locale's data, some 25 ms of blocking work on
  // a phone in the middle of drawing the page.
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}
