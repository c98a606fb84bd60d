import { searchTerms, typoExpansions } from '../../src/domain/keywordSearch';
import { searchGroups } from '../../src/domain/searchRanking';
import { searchSuggestions } from '../../src/domain/searchSuggestions';
import type { Db } from '../db/connect';
import type { AnswerCache } from '../http/answerCache';
import { rankedJobIds, searchVocabulary } from '../repositories/jobSearch';

/** A search's matches in rank order, and when there are none, the searches offered instead. */
export interface KeywordSearchResult<E> {
  found: E[];
  suggestions: string[];
}

/**
 * The keyword search of the job list's windows (docs/PRODUCT.md, keyword search): the query's words
 * (src/domain/keywordSearch.ts), each widened by the indexed words it may be a misspelling of, asked
 * of the database's full-text index (repositories/jobSearch.ts), the answer as the list's items in
 * rank order. The words indexed and the items by id are read once per content version (the cache's
 * memo). A search that finds nothing also answers searches close to it (searchSuggestions). Null
 * when the query holds no word: the list is then not searched.
 */
export function jobKeywordSearch<E>(
  db: Db,
  cache: AnswerCache,
  entries: () => Promise<readonly E[]>,
  idOf: (entry: E) => number,
): (q: string) => Promise<KeywordSearchResult<E> | null> {
  const vocabulary = cache.memo(async () => [...(await searchVocabulary(db.kysely))]);
  const byId = cache.memo(async () => new Map((await entries()).map((entry) => [idOf(entry), entry])));
  return async (q) => {
    const terms = searchTerms(q);
    if (terms.length === 0) return null;
    const words = await vocabulary();
    const groups = searchGroups(terms, (term) => typoExpansions(term, words));
    const [ids, items] = await Promise.all([rankedJobIds(db, groups), byId()]);
    const found = ids.map((id) => items.get(id)).filter((entry): entry is E => entry !== undefined);
    return found.length > 0 ? { found, suggestions: [] } : { found, suggestions: searchSuggestions(q, words) };
  };
}
