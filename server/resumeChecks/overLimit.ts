/** Which of a check's limits a file went over. */
export type ResumeCheckLimit = 'time' | 'memory';

/**
 * A resume whose check went over its time or memory limit. Ordinary CVs are checked in well under
 * a second and a few megabytes; a file that is not is built to be slow, or by a tool so unusual
 * that a fresh "Print to PDF" or "Save as" copy is the applicant's best way through.
 */
export class ResumeCheckOverLimit extends Error {
  override name = 'ResumeCheckOverLimit';
  constructor(readonly limit: ResumeCheckLimit) {
    super(RESUME_OVER_LIMIT_MESSAGE);
  }
}

export const RESUME_OVER_LIMIT_MESSAGE =
  'This resume could not be checked: it is built in a way that takes too long or too much memory to read. Save it again as a plain PDF (for example with "Print to PDF") or Word document and choose that file.';
