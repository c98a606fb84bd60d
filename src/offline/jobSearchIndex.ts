import SearchableMap from 'minisearch/SearchableMap';

import {
  MAX_TYPO_EXPANSIONS,
  SEARCH_FIELDS,
  type SearchableJob,
  searchTerms,
  typoBudget,
  wordsOf,
} from '../domain/keywordSearch';
import { bm25Score, type FieldHits, type PhraseStats, searchGroups, type SearchPhrase } from '../domain/searchRanking';
import { searchSuggestions } from '../domain/searchSuggestions';

/**
 * The device's keyword search (docs/OFFLINE.md): an index of the jobs the device holds, read by the
 * server's rules (src/domain/keywordSearch.ts: the same words, fields, typo budget; every word
 * required) and ranked by the same bm25 (src/domain/searchRanking.ts), so where the device and the
 * server hold the same jobs the results come in the same order (tests/server/searchAgreement.test.ts).
 * The words live in MiniSearch's radix tree (SearchableMap): its prefix and edit-distance lookups
 * are what a keystroke needs.
 */
export interface JobSearchIndex {
  /** The ids of the matching jobs, most relevant first, newest first among equals; null when the query holds no word. */
  search(q: string): number[] | null;
  /** Searches close to `q` made of the device's words, for a search that found nothing (src/domain/searchSuggestions.ts). */
  suggest(q: string): string[];
  /** Distinct words indexed (the benchmark's figure). */
  readonly words: number;
}

/** Per job holding the word, its count in each field. */
type Postings = Map<number, number[]>;

export function buildJobSearchIndex(jobs: readonly SearchableJob[]): JobSearchIndex {
  const words = new SearchableMap<Postings>();
  const lengths = new Map<number, number>();
  let totalWords = 0;
  for (const job of jobs) {
    let length = 0;
    SEARCH_FIELDS.forEach(({ field }, column) => {
      for (const word of wordsOf(job[field])) {
        let postings = words.get(word);
        if (!postings) words.set(word, (postings = new Map()));
        let hits = postings.get(job.id);
        if (!hits) postings.set(job.id, (hits = SEARCH_FIELDS.map(() => 0)));
        hits[column] = (hits[column] ?? 0) + 1;
        length += 1;
      }
    });
    lengths.set(job.id, length);
    totalWords += length;
  }
  const corpus = { count: jobs.length, totalWords, wordsOf: (id: number) => lengths.get(id) ?? 0 };

  // The server's typoExpansions, over the radix tree: closest first, then in word order, at most MAX_TYPO_EXPANSIONS.
  const expand = (term: string): string[] => {
    const budget = typoBudget(term);
    if (budget === 0) return [];
    return [...words.fuzzyGet(term, budget)]
      .filter(([word]) => word !== term)
      .sort(([a, [, da]], [b, [, db]]) => da - db || (a < b ? -1 : 1))
      .slice(0, MAX_TYPO_EXPANSIONS)
      .map(([word]) => word);
  };
  const statsOf = (phrase: SearchPhrase): PhraseStats => {
    if (!phrase.prefix) return { hits: words.get(phrase.word) ?? new Map<number, FieldHits>() };
    const hits = new Map<number, number[]>();
    for (const [, postings] of words.atPrefix(phrase.word)) {
      for (const [id, counts] of postings) {
        const sum = hits.get(id);
        if (sum) counts.forEach((count, column) => (sum[column] = (sum[column] ?? 0) + count));
        else hits.set(id, [...counts]);
      }
    }
    return { hits };
  };

  // The words as a list, made on the first search that finds nothing (most never need it).
  let vocabulary: string[] | undefined;

  return {
    words: words.size,
    suggest(q) {
      vocabulary ??= [...words.keys()];
      return searchSuggestions(q, vocabulary);
    },
    search(q) {
      const terms = searchTerms(q);
      if (terms.length === 0) return null;
      const groups = searchGroups(terms, expand).map((group) => group.map(statsOf));
      // The jobs with a phrase of every group, starting from the smallest group's.
      const sets = groups.map((group) => {
        const ids = new Set<number>();
        for (const phrase of group) for (const id of phrase.hits.keys()) ids.add(id);
        return ids;
      });
      sets.sort((a, b) => a.size - b.size);
      const [first, ...rest] = sets;
      const matching = [...(first ?? [])].filter((id) => rest.every((set) => set.has(id)));
      const phrases = groups.flat();
      const scores = new Map(matching.map((id) => [id, bm25Score(id, phrases, corpus)]));
      return matching.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || b - a);
    },
  };
}
