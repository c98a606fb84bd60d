import { describe, expect, it } from 'vitest';

import { wordsOf } from '../../../src/domain/keywordSearch';
import { nearestWords, searchSuggestions } from '../../../src/domain/searchSuggestions';
import { buildJobSearchIndex } from '../../../src/offline/jobSearchIndex';

const VOCABULARY = [
  ...new Set(wordsOf('Java Developer Python Engineer Accountant Chennai Madurai Coimbatore Driver Delivery Executive Sales a')),
];

describe('searches offered when a keyword search finds nothing', () => {
  it('offers the nearest words the jobs have for a word they do not have', () => {
    expect(searchSuggestions('jva', VOCABULARY)).toEqual(['java']);
    expect(searchSuggestions('acountnt', VOCABULARY)).toEqual(['accountant']);
    expect(searchSuggestions('pythn develpr', VOCABULARY)).toEqual(['python developer']);
  });

  it('keeps the words the jobs have, and offers at most three, closest first', () => {
    expect(searchSuggestions('chennai drivr', VOCABULARY)).toEqual(['chennai driver']);
    expect(nearestWords('dxxxver', VOCABULARY, 3)).toEqual(['driver']);
    expect(searchSuggestions('sale', ['sales', 'male', 'pale', 'tale', 'kale']).length).toBeLessThanOrEqual(3);
  });

  it('offers each word alone when each exists but no job has them together', () => {
    expect(searchSuggestions('java accountant', VOCABULARY)).toEqual(['java', 'accountant']);
  });

  it('offers nothing for nothing near, a lone known word, or no words', () => {
    expect(searchSuggestions('zzzzzzzzzz', VOCABULARY)).toEqual([]);
    expect(searchSuggestions('java', VOCABULARY)).toEqual([]);
    expect(searchSuggestions('  !! ', VOCABULARY)).toEqual([]);
  });

  it('never offers a one-letter word', () => {
    expect(searchSuggestions('b', VOCABULARY)).toEqual([]);
  });

  it('is what the device offers offline, from its own index', () => {
    const index = buildJobSearchIndex([
      {
        id: 1,
        title: 'Java Developer',
        companyName: 'Acme',
        location: 'Chennai',
        jobType: 'Full Time',
        experience: '1-3',
        salary: '',
        mainHeading: '',
        headings: '',
        mainDescription: '',
      },
    ]);
    expect(index.search('jva')).toEqual([]);
    expect(index.suggest('jva')).toEqual(['java']);
  });
});
