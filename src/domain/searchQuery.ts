/**
 * How the list windows' `q` is read (src/contract/listPages.ts), apart from the rest of the keyword
 * search's rules (keywordSearch.ts): the page's entry imports the window contract, and only this
 * much of the search may come with it.
 */

/** Longest query accepted, after control characters are dropped; a longer one is refused (400). */
export const MAX_QUERY_LENGTH = 200;

/** Control characters (C0, DEL, C1) and unpaired surrogates: never part of a word, dropped before anything else. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The query as the address keeps it: control characters dropped, runs of spaces made one, trimmed. */
export function cleanQuery(raw: string): string {
  return raw.replace(CONTROL, '').replace(/\s+/gu, ' ').trim();
}

/** What is wrong with a (cleaned) query, or null: the server answers 400 with it. */
export function queryProblem(query: string): string | null {
  return query.length > MAX_QUERY_LENGTH ? `The search is longer than ${MAX_QUERY_LENGTH} characters: use fewer words.` : null;
}
