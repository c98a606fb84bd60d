import type { ResumeExtension } from './fileTypes';
import { formatMegabytes, RESUME_TYPES_TEXT, resumeKind } from './fileTypes';

/** How to get a clean copy of a document: what each refusal of its content suggests. */
function saveAgain(ext: ResumeExtension): string {
  return ext === '.pdf'
    ? 'Save it again as a plain PDF (for example with "Print to PDF") and choose that file.'
    : `Save it again as a plain Word document (${ext}) and choose that file.`;
}

/** Every message about a resume, shown by the form and answered by the server alike. */
export const resumeMessages = {
  required: 'Resume is required',
  empty: 'The resume file is empty',
  wrongType: `The resume must be a ${RESUME_TYPES_TEXT} file`,
  tooLarge: (maxBytes: number) => `The resume must be at most ${formatMegabytes(maxBytes)}`,
  notMatching: (ext: ResumeExtension) => `This file is not ${resumeKind(ext)} document. Choose your resume file itself.`,
  activeContent: (ext: ResumeExtension) =>
    `${ext === '.pdf' ? 'This PDF contains scripts, launch actions or attached files' : 'This Word document contains macros or controls'}, which are not accepted. ${saveAgain(ext)}`,
  unreadable: (ext: ResumeExtension) =>
    `This ${ext === '.pdf' ? 'PDF' : 'Word document'} is encrypted or built in a way that cannot be checked. ${saveAgain(ext)}`,
};
