import { describe, expect, test } from 'vitest';

import { companyMatches, searchCompanies } from '../../../src/domain/companySearch';
import type { CompanySummary } from '../../../src/domain/entities';

const company = (id: number, name: string, location: string): CompanySummary => ({ id, image: '', name, location });
const COMPANIES = [
  company(1, 'Marudham Finserv', 'Chennai'),
  company(2, 'Kurinji Data Systems', 'Bengaluru'),
  company(3, 'Noyyal Pumps', 'Coimbatore'),
  company(4, 'Bayline Technologies', ' chennai'),
];
const ids = (items: CompanySummary[]) => items.map((c) => c.id);

describe('company search (docs/PRODUCT.md §5)', () => {
  test('a blank search lists every company, newest (last) first', () => {
    expect(ids(searchCompanies(COMPANIES, ''))).toEqual([4, 3, 2, 1]);
    expect(ids(searchCompanies(COMPANIES, '   '))).toEqual([4, 3, 2, 1]);
  });

  test('matches part of the name, whatever the case', () => {
    expect(ids(searchCompanies(COMPANIES, 'DATA'))).toEqual([2]);
    expect(ids(searchCompanies(COMPANIES, 'pump'))).toEqual([3]);
  });

  test('matches part of the location, whatever the case or spaces around the query', () => {
    expect(ids(searchCompanies(COMPANIES, '  CHENN '))).toEqual([4, 1]);
    expect(ids(searchCompanies(COMPANIES, 'bengal'))).toEqual([2]);
  });

  test('no match gives an empty list', () => {
    expect(searchCompanies(COMPANIES, 'Mumbai')).toEqual([]);
  });

  test('a company matches on either field', () => {
    const c = company(9, 'Chennai Foods', 'Madurai');
    expect(companyMatches(c, 'chennai')).toBe(true);
    expect(companyMatches(c, 'madu')).toBe(true);
    expect(companyMatches(c, 'salem')).toBe(false);
  });
});
