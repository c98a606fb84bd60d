import { describe, expect, it } from 'vitest';

import { experienceInYears, salaryPerAnnum } from '../../../src/components/jobCard/jobText';
import type { Translate } from '../../../src/i18n/useT';
import { testI18n } from '../texts';

/** The page's translate function in English, as useT gives it. */
const t = testI18n('en').t as Translate;

describe('salaryPerAnnum', () => {
  it('labels the salary per annum', () => {
    expect(salaryPerAnnum(t, '₹3,60,000 - ₹4,80,000')).toBe('₹3,60,000 - ₹4,80,000 per annum');
  });
  it('does not repeat a label the text already has, and names a missing salary', () => {
    expect(salaryPerAnnum(t, '4 LPA')).toBe('4 LPA');
    expect(salaryPerAnnum(t, '₹5,00,000 per annum')).toBe('₹5,00,000 per annum');
    expect(salaryPerAnnum(t, '  ')).toBe('Not disclosed');
  });
});

describe('experienceInYears', () => {
  it('labels numbers and ranges in years', () => {
    expect(experienceInYears(t, '2-4')).toBe('2-4 years');
    expect(experienceInYears(t, '5+')).toBe('5+ years');
    expect(experienceInYears(t, '1')).toBe('1 year');
  });
  it('keeps words and values that already say years', () => {
    expect(experienceInYears(t, 'Fresh')).toBe('Fresh');
    expect(experienceInYears(t, '3 Years')).toBe('3 Years');
  });
});

describe('in Tamil and Hindi', () => {
  it('labels salary and experience in the page language, the data as it came', () => {
    const ta = testI18n('ta').t as Translate;
    const hi = testI18n('hi').t as Translate;
    expect(salaryPerAnnum(ta, '₹3,60,000')).toBe('ஆண்டுக்கு ₹3,60,000');
    expect(salaryPerAnnum(hi, '4 LPA')).toBe('4 LPA');
    expect(experienceInYears(hi, '2-4')).toBe('2-4 साल');
    expect(experienceInYears(ta, 'Fresh')).toBe('Fresh');
  });
});
