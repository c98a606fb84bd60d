import { matchKey } from './textMatch';

/**
 * The fields of published content that name a shared thing (a company, a place, a kind of job, an
 * experience band) rather than say something of their own. Their existing values are offered when
 * staff publish, and a value that differs from an existing one only in case or spaces is stored
 * in the existing spelling: the public filters list each value once, so "chennai" beside
 * "Chennai" would be two options for one place.
 */
export const VALUE_FIELDS = ['companyName', 'location', 'jobType', 'experience'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

/** Each field's existing spellings, one per value, alphabetically (numbers by their value). */
export type ContentValues = Record<ValueField, string[]>;

/**
 * Whether two spellings name the same value: case and every space ignored, so "0 - 1 Years",
 * "0-1 years" and " 0-1  Years " are one. Stricter than the public filters' comparison (matchKey),
 * which only trims, since it decides what is stored rather than what a filter keeps.
 */
export function sameValueKey(value: string): string {
  return matchKey(value).replace(/\s+/gu, '');
}

/** A spelling found in the stored content and on how many records it is. */
export interface Spelling {
  value: string;
  count: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * One spelling per value: the one most records use (ties: the one sorting first, capitals before
 * small letters), trimmed, blanks left out; sorted alphabetically.
 */
export function preferredSpellings(found: Iterable<Spelling>): string[] {
  const totals = new Map<string, Map<string, number>>();
  for (const { value, count } of found) {
    const trimmed = value.trim().replace(/\s+/gu, ' ');
    if (!trimmed) continue;
    const key = sameValueKey(trimmed);
    const spellings = totals.get(key) ?? new Map<string, number>();
    spellings.set(trimmed, (spellings.get(trimmed) ?? 0) + count);
    totals.set(key, spellings);
  }
  const chosen = [...totals.values()].map(
    (spellings) =>
      [...spellings.entries()].sort(([a, n], [b, m]) => m - n || (a < b ? -1 : a > b ? 1 : 0)).map(([value]) => value)[0] ?? '',
  );
  return chosen.sort((a, b) => collator.compare(a, b));
}

/** The existing spelling of `value` when there is one, else `value` itself, trimmed. */
export function existingSpelling(value: string, existing: readonly string[]): string {
  const key = sameValueKey(value);
  return existing.find((spelling) => sameValueKey(spelling) === key) ?? value.trim();
}
