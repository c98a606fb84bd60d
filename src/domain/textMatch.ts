/**
 * How the site compares free-text values from the data (locations, job types, titles), which may
 * differ only in case or surrounding spaces (" Chennai" vs "chennai").
 */

/** The comparison key of a value: trimmed and lower-cased. */
export function matchKey(value: string): string {
  return value.trim().toLocaleLowerCase('en-IN');
}

/** docs/PRODUCT.md §5: exact match, case-insensitive (after trimming). An empty filter matches everything. */
export function matchesFilter(value: string, filter: string | null | undefined): boolean {
  return !filter || matchKey(value) === matchKey(filter);
}

/**
 * The distinct values of a column for a dropdown or radio group: trimmed, each shown once however
 * its case differs (the first spelling seen wins), in order of first appearance. Blank values are left out.
 */
export function distinctOptions(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    const key = matchKey(trimmed);
    if (trimmed && !seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()];
}
