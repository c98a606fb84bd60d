import { boundedDistance, searchTerms, typoBudget } from './keywordSearch';

/**
 * "Did you mean" for a keyword search that found nothing (docs/PRODUCT.md, keyword search): searches
 * close to the visitor's, made of words the jobs do have. The server (over its index's words) and
 * the device offline (over its own index's words) both call it, so both offer the same.
 */

/** Searches offered at most. */
export const MAX_SUGGESTIONS = 3;

/**
 * How far a word may be from a word of the jobs to be offered in its place: further than the
 * search's own typo budget (which already found nothing), so "jva" leads to "java".
 */
export function suggestionDistance(term: string): number {
  return Math.max(1, Math.ceil([...term].length / 3), typoBudget(term) + 1);
}

/** The words of `vocabulary` nearest `term` (within suggestionDistance), closest first, then in word order. */
export function nearestWords(term: string, vocabulary: readonly string[], count: number): string[] {
  const max = suggestionDistance(term);
  const near: { word: string; distance: number }[] = [];
  for (const word of vocabulary) {
    // A one-letter word ("a", "c") is never a helpful answer.
    if (word.length < 2 || word === term) continue;
    const distance = boundedDistance(term, word, max);
    if (distance <= max) near.push({ word, distance });
  }
  near.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
  return near.slice(0, count).map((n) => n.word);
}

/**
 * Searches to offer for `q`, which found no job, given the jobs' words (folded, as wordsOf makes
 * them): each word the jobs do not have (not even as the start of a word) is replaced by its nearest
 * words (the first such word by each of its nearest, the others by their nearest one); when every
 * word exists but not in one job together, each word alone. At most MAX_SUGGESTIONS, none equal to q.
 */
export function searchSuggestions(q: string, vocabulary: readonly string[]): string[] {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  const known = (term: string) => vocabulary.some((word) => word.startsWith(term));
  const unknown = terms.filter((term) => !known(term));
  const asked = terms.join(' ');
  let offers: string[];
  if (unknown.length === 0) {
    offers = terms.length > 1 ? terms : [];
  } else {
    const [first] = unknown;
    const best = new Map(unknown.map((term) => [term, nearestWords(term, vocabulary, 1)[0]]));
    offers = nearestWords(first ?? '', vocabulary, MAX_SUGGESTIONS).map((choice) =>
      terms
        .map((term) => (term === first ? choice : best.has(term) ? best.get(term) : term))
        .filter((word): word is string => word !== undefined)
        .join(' '),
    );
  }
  return [...new Set(offers)].filter((offer) => offer !== '' && offer !== asked).slice(0, MAX_SUGGESTIONS);
}
