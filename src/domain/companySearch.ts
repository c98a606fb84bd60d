import type { CompanySummary } from './entities';

/** The comparison form of a search text or a field: trimmed, lower-case. */
const normalise = (value: string): string => value.trim().toLocaleLowerCase('en-IN');

/** docs/PRODUCT.md §5: case-insensitive substring match on the company's name or location. A blank query matches all. */
export function companyMatches(company: CompanySummary, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  return normalise(company.name).includes(needle) || normalise(company.location).includes(needle);
}

/** docs/PRODUCT.md §2 and §9: the companies matching the query, newest first (the list reversed). */
export function searchCompanies<T extends CompanySummary>(companies: readonly T[], query: string): T[] {
  return companies.filter((company) => companyMatches(company, query)).reverse();
}
