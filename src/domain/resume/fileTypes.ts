/**
 * docs/PRODUCT.md §5 and §9: a resume is a .pdf, .doc or .docx file. The allowed types, in the order
 * their names are shown; every list, text and MIME type below is derived from this one table.
 */
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

export function resumeMimeType(ext: ResumeExtension): string {
  return RESUME_TYPES[ext].mime;
}

/** "a PDF", "a Word (.doc)": how messages name a type. */
export function resumeKind(ext: ResumeExtension): string {
  return RESUME_TYPES[ext].kind;
}

/** The type a file name claims by its extension (any case), or null. */
export function resumeExtension(fileName: string): ResumeExtension | null {
  const lower = fileName.trim().toLowerCase();
  return RESUME_EXTENSIONS.find((ext) => lower.endsWith(ext)) ?? null;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
