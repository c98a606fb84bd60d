import { describe, expect, it } from 'vitest';

import { closingText } from '../../../src/domain/countdown';
import { experienceInYears, salaryPerAnnum } from '../../../src/features/jobs/jobText';

describe('salaryPerAnnum', () => {
  it('labels the salary per annum', () => {
    expect(salaryPerAnnum('₹3,60,000 - ₹4,80,000')).toBe('₹3,60,000 - ₹4,80,000 per annum');
  });
  it('does not repeat a label the text already has, and names a missing salary', () => {
    expect(salaryPerAnnum('4 LPA')).toBe('4 LPA');
    expect(salaryPerAnnum('₹5,00,000 per annum')).toBe('₹5,00,000 per annum');
    expect(salaryPerAnnum('  ')).toBe('Not disclosed');
  });
});

describe('experienceInYears', () => {
  it('labels numbers and ranges in years', () => {
    expect(experienceInYears('2-4')).toBe('2-4 years');
    expect(experienceInYears('5+')).toBe('5+ years');
    expect(experienceInYears('1')).toBe('1 year');
  });
  it('keeps words and values that already say years', () => {
    expect(experienceInYears('Fresh')).toBe('Fresh');
    expect(experienceInYears('3 Years')).toBe('3 Years');
  });
});

describe('closingText', () => {
  it('reads as the spec quotes it', () => {
    expect(closingText(45)).toBe('Closing in 45 seconds...');
  });
});
