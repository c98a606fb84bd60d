import { formatCount } from '../../i18n/format/formatCount';

/** What a page of a content list says it shows (a status, so screen readers announce each change). */
export interface ShownPage {
  offset: number;
  /** How many items the page holds. */
  shown: number;
  matches: number;
  total: number;
}

const count = formatCount;

/** e.g. "Showing 51–100 of 5,000 jobs", "Showing 1–3 of 3 jobs matching “weld” (5,000 in all)". */
export function listSummary(page: ShownPage, nouns: { one: string; many: string }, search: string): string {
  const many = nouns.many.toLowerCase();
  if (page.total === 0) return `No ${many} yet.`;
  const all = `(${count(page.total)} in all)`;
  if (page.matches === 0) return `No ${many} match “${search}” ${all}.`;
  const noun = page.matches === 1 ? nouns.one : many;
  const first = page.offset + 1;
  const last = page.offset + page.shown;
  const range = page.shown <= 1 ? count(first) : `${count(first)}–${count(last)}`;
  const shown =
    page.shown === 0 ? `None of ${count(page.matches)} ${noun}` : `Showing ${range} of ${count(page.matches)} ${noun}`;
  return search === '' ? shown : `${shown} matching “${search}” ${all}`;
}
