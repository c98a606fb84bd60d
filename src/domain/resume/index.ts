import { checkDoc } from './doc';
import { checkDocx } from './docx';
import { cleanFileName, storedFileName } from './fileName';
import type { ResumeExtension } from './fileTypes';
import { resumeExtension, resumeMimeType } from './fileTypes';
import { resumeMessages, type ResumeWording, wordResumeProblem } from './messages';
import { checkPdf } from './pdf';
import type { Verdict } from './verdict';

/**
 * docs/PRODUCT.md §5 and §9: a resume is a .pdf, .doc or .docx file. The one place for the resume's rules
 * and their messages: the web app runs them before upload (so a wrong file is refused at once, not
 * after a long upload) and the server runs the same again. Pure: works on a name, a size and bytes
 * (DecompressionStream and TextDecoder are the web platform's, which Node has too).
 */
export { MAX_RESUME_FILE_NAME_LENGTH } from './fileName';
export {
  DEFAULT_RESUME_MAX_BYTES,
  formatMegabytes,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
  RESUME_TYPES_TEXT,
  type ResumeExtension,
  resumeExtension,
} from './fileTypes';
export { resumeMessages, type ResumeWording, type ResumeWords, wordResumeProblem } from './messages';

/** What is wrong with a resume; the server answers each kind with its own status. */
export type ResumeProblemKind = 'required' | 'empty' | 'too-large' | 'wrong-type' | 'content';

export interface ResumeProblem {
  kind: ResumeProblemKind;
  /** The English message (the server's answer). */
  message: string;
  /** What the message says, for the page to word it in its language. */
  wording: ResumeWording;
}

const problem = (kind: ResumeProblemKind, wording: ResumeWording): ResumeProblem => ({
  kind,
  message: wordResumeProblem(wording, resumeMessages),
  wording,
});

/** The type the file's name claims, judged on the cleaned name (so "cv.exe\0.pdf" claims nothing). */
const claimedType = (fileName: string) => resumeExtension(cleanFileName(fileName));

/** The checks that need only the file's name and size, in the order they are reported. */
export function resumeFileProblem(file: { name: string; size: number } | null, maxBytes: number): ResumeProblem | null {
  if (!file) return problem('required', { text: 'required' });
  if (file.size === 0) return problem('empty', { text: 'empty' });
  if (file.size > maxBytes) return problem('too-large', { text: 'tooLarge', maxBytes });
  if (!claimedType(file.name)) return problem('wrong-type', { text: 'wrongType' });
  return null;
}

/** Each type's structure check (see pdf.ts, docx.ts and doc.ts for what each refuses and why). */
const STRUCTURE_CHECKS: Record<ResumeExtension, (bytes: Uint8Array) => Verdict | Promise<Verdict>> = {
  '.pdf': checkPdf,
  '.doc': checkDoc,
  '.docx': checkDocx,
};

export type ResumeContentCheck =
  | { ok: true; ext: ResumeExtension; mimeType: string; /** The name to store the file under. */ fileName: string }
  | { ok: false; problem: ResumeProblem };

/** The content check: the file must be, by its structure, the document its name promises, with no active content. */
export async function checkResumeContent(fileName: string, bytes: Uint8Array): Promise<ResumeContentCheck> {
  const cleaned = cleanFileName(fileName);
  const ext = resumeExtension(cleaned);
  if (!ext) return { ok: false, problem: problem('wrong-type', { text: 'wrongType' }) };
  const verdict = await STRUCTURE_CHECKS[ext](bytes);
  switch (verdict) {
    case 'ok':
      return { ok: true, ext, mimeType: resumeMimeType(ext), fileName: storedFileName(cleaned, ext) };
    case 'not-this-type':
      return { ok: false, problem: problem('content', { text: 'notMatching', ext }) };
    case 'active-content':
      return { ok: false, problem: problem('content', { text: 'activeContent', ext }) };
    case 'unreadable':
      return { ok: false, problem: problem('content', { text: 'unreadable', ext }) };
  }
}
