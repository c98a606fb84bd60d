import { describe, expect, it } from 'vitest';

import { RESUME_EXTENSIONS, RESUME_TYPES_TEXT, resumeMessages } from '../../../src/domain/resume';
import { applicantSchemaIn, ENGLISH_SUBMISSION_WORDS, enquirySchemaIn, fieldErrors } from '../../../src/domain/submissions';
import { resumeTypesIn, resumeWords } from '../../../src/features/apply/resumeWords';
import type { Translate } from '../../../src/i18n/useT';
import { submissionWords } from '../../../src/outbox/page/submissionWords';
import { testI18n } from '../texts';

const en = testI18n('en', ['forms']).t as Translate;

describe("the forms' words in English", () => {
  it("are the server's words exactly, so the English page and the API say the same", () => {
    const page = submissionWords(en);
    expect(page.label).toEqual(ENGLISH_SUBMISSION_WORDS.label);
    for (const label of Object.values(page.label)) {
      expect(page.required(label)).toBe(ENGLISH_SUBMISSION_WORDS.required(label));
      expect(page.tooLong(label, 200)).toBe(ENGLISH_SUBMISSION_WORDS.tooLong(label, 200));
    }
    for (const key of [
      'invalidEmail',
      'invalidPhone',
      'invalidMobile',
      'experienceNotNumber',
      'experienceNegative',
      'experienceTooLarge',
    ] as const) {
      expect(page[key]).toBe(ENGLISH_SUBMISSION_WORDS[key]);
    }
  });

  it('words every resume problem as the server does', () => {
    const page = resumeWords(en, 'en');
    expect(resumeTypesIn('en')).toBe(RESUME_TYPES_TEXT);
    expect([page.required, page.empty, page.wrongType]).toEqual([
      resumeMessages.required,
      resumeMessages.empty,
      resumeMessages.wrongType,
    ]);
    expect(page.tooLarge(5 * 1024 * 1024)).toBe(resumeMessages.tooLarge(5 * 1024 * 1024));
    for (const ext of RESUME_EXTENSIONS) {
      expect(page.notMatching(ext)).toBe(resumeMessages.notMatching(ext));
      expect(page.activeContent(ext)).toBe(resumeMessages.activeContent(ext));
      expect(page.unreadable(ext)).toBe(resumeMessages.unreadable(ext));
    }
  });
});

describe.each(['ta', 'hi'] as const)("the forms' checks in %s", (language) => {
  const t = testI18n(language, ['forms']).t as Translate;
  const words = submissionWords(t);
  // What may stay in Latin letters inside a translated message: file types and format names.
  const latin = (text: string) => text.replace(/\.?(pdf|docx?|PDF|Word|Print to PDF|MB)\b/g, '');

  it('refuse the same input as the English rules, with their own words', () => {
    const empty = { companyName: ' ', email: 'not-an-email', phone: 'x', jobTitle: '', description: 'a'.repeat(5001) };
    const page = enquirySchemaIn(words).safeParse(empty);
    const server = enquirySchemaIn(ENGLISH_SUBMISSION_WORDS).safeParse(empty);
    expect(page.success || server.success).toBe(false);
    if (page.success || server.success) return;
    const pageErrors = fieldErrors(page.error);
    expect(Object.keys(pageErrors).sort()).toEqual(Object.keys(fieldErrors(server.error)).sort());
    for (const message of Object.values(pageErrors)) expect(latin(message)).not.toMatch(/[A-Za-z]/);
    expect(pageErrors.description).toContain('5000');
  });

  it('tell a missing experience from one that is not a number', () => {
    const base = { fullname: 'A', mobile: '9876543210', email: 'a@b.in', address: 'x', pincode: '600001', role: 'r' };
    const missing = applicantSchemaIn(words).safeParse({ ...base, experience: ' ' });
    const wrong = applicantSchemaIn(words).safeParse({ ...base, experience: 'five' });
    expect(missing.success || wrong.success).toBe(false);
    if (missing.success || wrong.success) return;
    expect(fieldErrors(missing.error).experience).toBe(words.required(words.label.experience));
    expect(fieldErrors(wrong.error).experience).toBe(words.experienceNotNumber);
  });

  it('word every resume problem without English', () => {
    const resume = resumeWords(t, language);
    const texts = [resume.required, resume.empty, resume.wrongType, resume.tooLarge(5 * 1024 * 1024)];
    for (const ext of RESUME_EXTENSIONS) texts.push(resume.notMatching(ext), resume.activeContent(ext), resume.unreadable(ext));
    for (const text of texts) expect(latin(text)).not.toMatch(/[A-Za-z]/);
  });
});
