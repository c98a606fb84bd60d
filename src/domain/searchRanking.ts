import { CLASS_WEIGHTS, SEARCH_FIELDS } from './keywordSearch';

/**
 * How the keyword search ranks (docs/PRODUCT.md, keyword search): SQLite FTS5's bm25, written out so
 * the device's own index (src/offline/jobSearchIndex.ts) ranks exactly as the server on SQLite does. A search
 * is a list of groups, one per word typed; a group is its phrases: the word as a prefix, then each
 * indexed word it may be a misspelling of, whole. A job matches when each group has a phrase in it.
 * For each phrase, a job's term frequency is its hits in each field times that field's weight
 * (SEARCH_FIELDS' class); the job's length is all its words (fts5_aux.c, fts5Bm25Function).
 */
export interface SearchPhrase {
  word: string;
  prefix: boolean;
}
export type SearchGroup = readonly SearchPhrase[];

/** The groups of a search: each typed term as a prefix, then its misspellings' words (expand). */
export function searchGroups(terms: readonly string[], expand: (term: string) => readonly string[]): SearchGroup[] {
  return terms.map((term) => [{ word: term, prefix: true }, ...expand(term).map((word) => ({ word, prefix: false }))]);
}

const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHTS = SEARCH_FIELDS.map(({ weight }) => CLASS_WEIGHTS[weight]);

/** The weight of each field, in SEARCH_FIELDS' order: FTS5's bm25 arguments and ts_rank's classes. */
export const fieldWeights = (): readonly number[] => FIELD_WEIGHTS;

/** A phrase's hits in one job: the count in each field, in SEARCH_FIELDS' order. */
export type FieldHits = readonly number[];

export interface PhraseStats {
  /** Per matching job, its hits of the phrase. */
  hits: ReadonlyMap<number, FieldHits>;
}

export interface CorpusStats {
  /** Jobs indexed. */
  count: number;
  /** Words of all jobs together. */
  totalWords: number;
  /** Words of one job. */
  wordsOf(id: number): number;
}

/** A job's bm25 score for the phrases (in the order the query names them): higher is more relevant. */
export function bm25Score(id: number, phrases: readonly PhraseStats[], corpus: CorpusStats): number {
  const average = corpus.totalWords / corpus.count;
  const length = corpus.wordsOf(id);
  let score = 0;
  for (const phrase of phrases) {
    const matching = phrase.hits.size;
    let idf = Math.log((corpus.count - matching + 0.5) / (matching + 0.5));
    if (idf <= 0) idf = 1e-6;
    const hits = phrase.hits.get(id);
    // One addition per hit, field by field, as FTS5 adds them: the same sums to the last bit.
    let tf = 0;
    if (hits)
      for (let field = 0; field < FIELD_WEIGHTS.length; field++)
        for (let hit = 0; hit < (hits[field] ?? 0); hit++) tf += FIELD_WEIGHTS[field] ?? 0;
    score += idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / average)));
  }
  return score;
}
