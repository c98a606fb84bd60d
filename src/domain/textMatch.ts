/**
 * How the site compares free-text values from the data (locations, job types, titles), which may
 * differ only in case or spaces (" Chennai" vs "chennai", "Full  Time" vs "Full Time").
 */

/** A value as shown: trimmed, each run of spaces inside it one space. */
export function tidyValue(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The comparison key of a value: tidied (tidyValue) and lower-cased. */
export function matchKey(value: string): string {
  return tidyValue(value).toLocaleLowerCase('en-IN');
}

/** docs/PRODUCT.md §5: exact match, case-insensitive (after trimming). An empty filter matches everything. */
export function matchesFilter(value: string, filter: string | null | undefined): boolean {
  return !filter || matchKey(value) === matchKey(filter);
}

/**
 * The distinct values of a column for a dropdown or radio group: tidied, each shown once however
 * its case or spacing differs (the first spelling seen wins), in order of first appearance. Blank
 * values are left out.
 */
export function distinctOptions(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = tidyValue(value);
    const key = matchKey(trimmed);
    if (trimmed && !seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()];
}
