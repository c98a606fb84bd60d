/**
 * SPEC.md §5 and §9: a resume is a .pdf, .doc or .docx file. The one place for the resume's rules
 * and their messages: the web app runs them before upload (so a wrong file is refused at once, not
 * after a long upload) and the server runs the same again. Pure: works on a name, a size and bytes.
 */

/** The allowed types, in the order their names are shown; everything else is derived from this. */
const RESUME_TYPES = {
  '.pdf': { mime: 'application/pdf', kind: 'a PDF' },
  '.doc': { mime: 'application/msword', kind: 'a Word (.doc)' },
  '.docx': { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'a Word (.docx)' },
} as const;

export type ResumeExtension = keyof typeof RESUME_TYPES;
export const RESUME_EXTENSIONS = Object.keys(RESUME_TYPES) as ResumeExtension[];

/** The `accept` attribute of the file input. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** The allowed types in words: ".pdf, .doc or .docx". */
export const RESUME_TYPES_TEXT = `${RESUME_EXTENSIONS.slice(0, -1).join(', ')} or ${RESUME_EXTENSIONS.at(-1) ?? ''}`;

/** Default upper bound of a resume's size; the server reads RESUME_MAX_BYTES to change it. */
export const DEFAULT_RESUME_MAX_BYTES = 5 * 1024 * 1024;

export function resumeExtension(fileName: string): ResumeExtension | null {
  const lower = fileName.trim().toLowerCase();
  return RESUME_EXTENSIONS.find((ext) => lower.endsWith(ext)) ?? null;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** What is wrong with a resume; the server answers each kind with its own status. */
export type ResumeProblemKind = 'required' | 'empty' | 'too-large' | 'wrong-type' | 'content';

export interface ResumeProblem {
  kind: ResumeProblemKind;
  message: string;
}

export const resumeMessages = {
  required: 'Resume is required',
  empty: 'The resume file is empty',
  wrongType: `The resume must be a ${RESUME_TYPES_TEXT} file`,
  tooLarge: (maxBytes: number) => `The resume must be at most ${formatMegabytes(maxBytes)}`,
  notMatching: (ext: ResumeExtension) => `This file is not ${RESUME_TYPES[ext].kind} document. Choose your resume file itself.`,
};

const problem = (kind: ResumeProblemKind, message: string): ResumeProblem => ({ kind, message });

/** The checks that need only the file's name and size, in the order they are reported. */
export function resumeFileProblem(file: { name: string; size: number } | null, maxBytes: number): ResumeProblem | null {
  if (!file) return problem('required', resumeMessages.required);
  if (file.size === 0) return problem('empty', resumeMessages.empty);
  if (file.size > maxBytes) return problem('too-large', resumeMessages.tooLarge(maxBytes));
  if (!resumeExtension(file.name)) return problem('wrong-type', resumeMessages.wrongType);
  return null;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy .doc (Compound File)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx is a ZIP package

const SIGNATURES: Record<ResumeExtension, number[]> = { '.pdf': PDF, '.doc': OLE2, '.docx': ZIP };

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

export type ResumeContentCheck = { ok: true; ext: ResumeExtension; mimeType: string } | { ok: false; problem: ResumeProblem };

/** The content check: the file's bytes must be the document its name promises. */
export function checkResumeContent(fileName: string, bytes: Uint8Array): ResumeContentCheck {
  const ext = resumeExtension(fileName);
  if (!ext) return { ok: false, problem: problem('wrong-type', resumeMessages.wrongType) };
  if (!startsWith(bytes, SIGNATURES[ext])) return { ok: false, problem: problem('content', resumeMessages.notMatching(ext)) };
  return { ok: true, ext, mimeType: RESUME_TYPES[ext].mime };
}
