import { describe, expect, it } from 'vitest';

import { parseListQuery } from '../../../src/contract/listPages';
import { highlightPieces, searchTerms, typoExpansions, wordsOf } from '../../../src/domain/keywordSearch';
import { cleanQuery } from '../../../src/domain/searchQuery';

describe('the keyword search rules', () => {
  it('reads words only: full-text syntax separates words, accents and case fold, control characters go', () => {
    expect(wordsOf('"Tally*" NEAR(GST -TDS)')).toEqual(['tally', 'near', 'gst', 'tds']);
    expect(wordsOf('Café Résumé')).toEqual(['cafe', 'resume']);
    expect(wordsOf('சென்னை jobs')).toEqual(['சென்னை', 'jobs']);
    expect(cleanQuery(' night\u0000  shift\u0007 ')).toBe('night shift');
    expect(searchTerms('a b c d e f g h i j a')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('widens a misspelt word to the indexed words within its budget, closest first', () => {
    const vocabulary = ['accountant', 'accounts', 'account', 'shift', 'night'];
    expect(typoExpansions('acountant', vocabulary)).toEqual(['accountant']);
    expect(typoExpansions('nigt', vocabulary)).toEqual(['night']);
    // Under four letters a word is never a misspelling.
    expect(typoExpansions('gst', ['gsp'])).toEqual([]);
  });

  it('marks the words a search matched, whole words only', () => {
    expect(highlightPieces('Chat Support Associate (Night Shift)', ['nigt', 'shi'])).toEqual([
      { text: 'Chat Support Associate (', match: false },
      { text: 'Night', match: true },
      { text: ' ', match: false },
      { text: 'Shift', match: true },
      { text: ')', match: false },
    ]);
  });

  it('takes q on the job windows only, refusing one over 200 characters', () => {
    const jobs = parseListQuery('jobs', new URLSearchParams({ offset: '0', q: ' tally\u0000 ' }));
    expect(jobs).toMatchObject({ ok: true, query: { q: 'tally' } });
    expect(parseListQuery('jobs', new URLSearchParams({ offset: '0', q: 'x'.repeat(201) }))).toMatchObject({ ok: false });
    expect(parseListQuery('companies', new URLSearchParams({ offset: '0', q: 'x' }))).toMatchObject({ ok: false });
  });
});
