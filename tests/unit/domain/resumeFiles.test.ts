import { describe, expect, it } from 'vitest';

import {
  checkResumeContent,
  DEFAULT_RESUME_MAX_BYTES,
  MAX_RESUME_FILE_NAME_LENGTH,
  RESUME_ACCEPT,
  RESUME_TYPES_TEXT,
  resumeFileProblem,
} from '../../../src/domain/resume';
import { pdfFile } from '../../fixtures/resumes';

describe('resume name and size', () => {
  it('derives the accept list and its words from the one list of types', () => {
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
    expect(RESUME_TYPES_TEXT).toBe('.pdf, .doc or .docx');
  });

  it.each([
    [null, 'required', 'Resume is required'],
    [{ name: 'cv.pdf', size: 0 }, 'empty', 'The resume file is empty'],
    [{ name: 'cv.pdf', size: DEFAULT_RESUME_MAX_BYTES + 1 }, 'too-large', 'The resume must be at most 5 MB'],
    [{ name: 'cv.txt', size: 10 }, 'wrong-type', 'The resume must be a .pdf, .doc or .docx file'],
    [{ name: 'cv.exe\0.pdf', size: 10 }, 'wrong-type', 'The resume must be a .pdf, .doc or .docx file'],
  ])('refuses %o as %s', (file, kind, message) => {
    expect(resumeFileProblem(file, DEFAULT_RESUME_MAX_BYTES)).toMatchObject({ kind, message });
  });

  it('checks the size against the limit it is given', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', size: 100 * 1024 }, 100 * 1024)).toBeNull();
    expect(resumeFileProblem({ name: 'cv.pdf', size: 100 * 1024 + 1 }, 100 * 1024)).toMatchObject({
      kind: 'too-large',
      message: 'The resume must be at most 0.1 MB',
    });
  });
});

describe('stored resume file name', () => {
  const storedName = async (sent: string) => {
    const checked = await checkResumeContent(sent, pdfFile());
    return checked.ok ? checked.fileName : checked.problem.kind;
  };

  it.each([
    ['priya-cv.pdf', 'priya-cv.pdf'],
    ['Meena Raghavan resume.pdf', 'Meena Raghavan resume.pdf'],
    ['பிரியா CV.pdf', 'பிரியா CV.pdf'],
    ['Priya CV.PDF', 'Priya CV.pdf'],
    ['../../../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\priya\\Desktop\\cv.pdf', 'cv.pdf'],
    ['<img src=x onerror=alert(1)>.pdf', '_img src=x onerror=alert(1)_.pdf'],
    ['<script>alert(1)</script>.pdf', 'script_.pdf'],
    ['cv\r\n\t.pdf', 'cv.pdf'],
    ['zero\u200Bwidth.pdf', 'zerowidth.pdf'],
    ['cv.pdf. . ', 'cv.pdf'],
    ['.pdf', 'resume.pdf'],
    ['../.pdf', 'resume.pdf'],
    ['  spaced  .pdf', 'spaced.pdf'],
  ])('stores %j as %j', async (sent, stored) => {
    expect(await storedName(sent)).toBe(stored);
  });

  it.each([
    ['cv.exe\0.pdf', 'cut at the NUL: an .exe'],
    ['cv\u202Efdp.exe', 'a right-to-left override hides .exe'],
    ['cv.pdf/', 'a folder, not a file'],
  ])('refuses %j as the wrong type (%s)', async (sent) => {
    expect(await storedName(sent)).toBe('wrong-type');
  });

  it(`bounds the name to ${MAX_RESUME_FILE_NAME_LENGTH} characters, keeping the extension`, async () => {
    const stored = await storedName(`${'a'.repeat(300)}.pdf`);
    expect(stored).toHaveLength(MAX_RESUME_FILE_NAME_LENGTH);
    expect(stored).toMatch(/^a+\.pdf$/);
    expect(Array.from(await storedName(`${'த'.repeat(200)}.pdf`))).toHaveLength(MAX_RESUME_FILE_NAME_LENGTH);
  });
});
