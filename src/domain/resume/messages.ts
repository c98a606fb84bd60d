import type { ResumeExtension } from './fileTypes';
import { formatMegabytes, RESUME_TYPES_TEXT, resumeKind } from './fileTypes';

/** Which message a resume's problem is told with, and what the message names. */
export type ResumeWording =
  | { text: 'required' | 'empty' | 'wrongType' }
  | { text: 'tooLarge'; maxBytes: number }
  | { text: 'notMatching' | 'activeContent' | 'unreadable'; ext: ResumeExtension };

/** The words for each resume message, in one language. */
export interface ResumeWords {
  required: string;
  empty: string;
  wrongType: string;
  tooLarge: (maxBytes: number) => string;
  notMatching: (ext: ResumeExtension) => string;
  activeContent: (ext: ResumeExtension) => string;
  unreadable: (ext: ResumeExtension) => string;
}

/** How to get a clean copy of a document: what each refusal of its content suggests. */
function saveAgain(ext: ResumeExtension): string {
  return ext === '.pdf'
    ? 'Save it again as a plain PDF (for example with "Print to PDF") and choose that file.'
    : `Save it again as a plain Word document (${ext}) and choose that file.`;
}

/** Every message about a resume in English: the server's answers and the English form's. */
export const resumeMessages: ResumeWords = {
  required: 'Resume is required',
  empty: 'The resume file is empty',
  wrongType: `The resume must be a ${RESUME_TYPES_TEXT} file`,
  tooLarge: (maxBytes) => `The resume must be at most ${formatMegabytes(maxBytes)}`,
  notMatching: (ext) => `This file is not ${resumeKind(ext)} document. Choose your resume file itself.`,
  activeContent: (ext) =>
    `${ext === '.pdf' ? 'This PDF contains scripts, launch actions or attached files' : 'This Word document contains macros or controls'}, which are not accepted. ${saveAgain(ext)}`,
  unreadable: (ext) =>
    `This ${ext === '.pdf' ? 'PDF' : 'Word document'} is encrypted or built in a way that cannot be checked. ${saveAgain(ext)}`,
};

/** A problem's message in the language of `words`. */
export function wordResumeProblem(wording: ResumeWording, words: ResumeWords): string {
  switch (wording.text) {
    case 'required':
    case 'empty':
    case 'wrongType':
      return words[wording.text];
    case 'tooLarge':
      return words.tooLarge(wording.maxBytes);
    case 'notMatching':
    case 'activeContent':
    case 'unreadable':
      return words[wording.text](wording.ext);
  }
}
