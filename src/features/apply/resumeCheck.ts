import {
  DEFAULT_RESUME_MAX_BYTES,
  formatMegabytes,
  resumeContentMatches,
  resumeExtension,
  type ResumeExtension,
} from '../../domain/resume';

/**
 * The checks a resume passes in the browser before it is uploaded (the server checks the same
 * again): a .pdf, .doc or .docx name, not empty, not over the size limit, and content that really
 * is such a document (so a renamed text file is refused here, not after a long upload).
 */

export function resumeProblem(file: File | null, maxBytes = DEFAULT_RESUME_MAX_BYTES): string | null {
  if (!file) return 'Resume is required';
  if (!resumeExtension(file.name)) return 'The resume must be a .pdf, .doc or .docx file';
  if (file.size === 0) return 'The resume file is empty';
  if (file.size > maxBytes) return `The resume must be at most ${formatMegabytes(maxBytes)}`;
  return null;
}

const KIND: Record<ResumeExtension, string> = {
  '.pdf': 'a PDF',
  '.doc': 'a Word (.doc)',
  '.docx': 'a Word (.docx)',
};

/** Reads the file's first bytes; a message when they are not the signature its name promises. */
export async function resumeContentProblem(file: File): Promise<string | null> {
  const ext = resumeExtension(file.name);
  if (!ext) return 'The resume must be a .pdf, .doc or .docx file';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return resumeContentMatches(ext, head) ? null : `This file is not ${KIND[ext]} document. Choose your resume file itself.`;
}
