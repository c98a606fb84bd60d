/**
 * SPEC.md §5 and §9: a resume is a .pdf, .doc or .docx file. The server checks the name AND the
 * content (file signature); the web app checks the name and size before upload.
 */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

/** The `accept` attribute of the file input. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** Default upper bound of a resume's size; the server reads RESUME_MAX_BYTES to change it. */
export const DEFAULT_RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const RESUME_MIME_TYPES: Record<ResumeExtension, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function resumeExtension(fileName: string): ResumeExtension | null {
  const lower = fileName.trim().toLowerCase();
  return RESUME_EXTENSIONS.find((ext) => lower.endsWith(ext)) ?? null;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy .doc (Compound File)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx is a ZIP package

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** True when the first bytes of the file match the signature its extension promises. */
export function resumeContentMatches(ext: ResumeExtension, head: Uint8Array): boolean {
  switch (ext) {
    case '.pdf':
      return startsWith(head, PDF);
    case '.doc':
      return startsWith(head, OLE2);
    case '.docx':
      return startsWith(head, ZIP);
  }
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
