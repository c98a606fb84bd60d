import { CONTROL } from './searchQuery';

/**
 * The keyword search of /find-jobs (docs/PRODUCT.md, "Keyword search"): the one place that says how
 * a visitor's words are read, which job fields are searched and how much each weighs, how far a
 * misspelt word may be from a word of the jobs, and which words of a shown text are highlighted.
 * The server (SQLite FTS5 or PostgreSQL full-text) and the device's own index (offline) both read
 * these rules, so they find the same jobs and rank them alike.
 */

/** Words of a query that count: a longer query's further words are ignored (each costs an index lookup). */
export const MAX_QUERY_TERMS = 8;
/** Indexed words a misspelt word may stand for at most (the closest first). */
export const MAX_TYPO_EXPANSIONS = 12;

/**
 * The searched fields of a job and their weight class: PostgreSQL ranks by four classes (A to D), so
 * every engine uses the same four. A title match outweighs a company or place, which outweigh the rest.
 */
export const SEARCH_FIELDS = [
  { field: 'title', weight: 'A' },
  { field: 'companyName', weight: 'B' },
  { field: 'location', weight: 'B' },
  { field: 'jobType', weight: 'C' },
  { field: 'experience', weight: 'C' },
  { field: 'salary', weight: 'C' },
  { field: 'mainHeading', weight: 'C' },
  { field: 'headings', weight: 'D' },
  { field: 'mainDescription', weight: 'D' },
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number]['field'];
export type WeightClass = (typeof SEARCH_FIELDS)[number]['weight'];
/** A job as it is searched: each field's text ('' when the device does not hold it). */
export type SearchableJob = { id: number } & Record<SearchField, string>;

/** The relative weight of each class (PostgreSQL's ts_rank default: 1, 0.4, 0.2, 0.1). */
export const CLASS_WEIGHTS: Record<WeightClass, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };

/** A word's letters: letters, digits and combining marks (Tamil's and Hindi's vowel signs are marks). */
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/u;
/** The accents of Latin letters (Combining Diacritical Marks): dropped, as FTS5's remove_diacritics does. */
const ACCENTS = /[\u0300-\u036f]+/g;

/** One word's comparison form: Latin accents dropped (NFKD, then recomposed), lower case. */
function fold(word: string): string {
  return word.normalize('NFKD').replace(ACCENTS, '').normalize('NFC').toLowerCase();
}

/**
 * The words of a text: runs of letters and digits (any script), folded. Everything else (quotes,
 * `*`, `-`, operators of full-text syntax) only separates words, so no query reaches an engine as syntax.
 */
export function wordsOf(text: string): string[] {
  return fold(text.replace(CONTROL, ''))
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
}

/** The distinct words of a query that are searched, in the order typed, at most MAX_QUERY_TERMS. */
export function searchTerms(query: string): string[] {
  return [...new Set(wordsOf(query))].slice(0, MAX_QUERY_TERMS);
}

/** How many typing mistakes a word may hold: none under 4 letters, 1 under 8, else 2. */
export function typoBudget(term: string): number {
  const length = [...term].length;
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** The edit distance (Levenshtein) of a and b when it is at most max, else max + 1; cheap when far apart. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * The indexed words a misspelt term may stand for: within its typo budget, closest first, at most
 * MAX_TYPO_EXPANSIONS, the term itself left out (it is searched as a prefix anyway).
 */
export function typoExpansions(term: string, vocabulary: Iterable<string>): string[] {
  const budget = typoBudget(term);
  if (budget === 0) return [];
  const near: { word: string; distance: number }[] = [];
  for (const word of vocabulary) {
    if (word === term) continue;
    const distance = boundedDistance(term, word, budget);
    if (distance <= budget) near.push({ word, distance });
  }
  near.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
  return near.slice(0, MAX_TYPO_EXPANSIONS).map((n) => n.word);
}

/** Whether a shown word is one the search matched: a prefix of it was typed, or it is a typo's word. */
export function wordMatches(word: string, terms: readonly string[]): boolean {
  const folded = fold(word);
  return terms.some((term) => folded.startsWith(term) || boundedDistance(term, folded, typoBudget(term)) <= typoBudget(term));
}

/** A shown text cut into pieces, the matched words marked (the list's <mark>s). */
export function highlightPieces(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  if (terms.length === 0) return [{ text, match: false }];
  const pieces: { text: string; match: boolean }[] = [];
  for (const part of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (part === '') continue;
    const match = /[\p{L}\p{N}]/u.test(part) && wordMatches(part, terms);
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += part;
    else pieces.push({ text: part, match });
  }
  return pieces;
}

/** A field's searched form, as every engine indexes it: its words, folded, one space apart. */
export function searchedText(text: string): string {
  return wordsOf(text).join(' ');
}
