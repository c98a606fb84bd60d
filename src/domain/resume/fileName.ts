/** Longest stored file name, extension included: room for a real name, not for a payload. */
export const MAX_RESUME_FILE_NAME_LENGTH = 100;

/** Used when nothing of the sent name is left, e.g. for ".pdf" or "../.pdf". */
const FALLBACK_STEM = 'resume';

/**
 * The name a resume is stored (and later downloaded) under, made from whatever the browser or a
 * script sent. The name is only ever a label, so anything that could make it more is removed:
 * - cut at the first NUL: "cv.exe\0.pdf" is "cv.exe" to C-based tools, so it is judged as that
 *   (and then refused as the wrong type), not as the ".pdf" it pretends to be;
 * - basename only: a path ("../../etc/passwd.pdf", "C:\\x\\cv.pdf") keeps its last part;
 * - no control or invisible format characters (\p{Cc}, \p{Cf}: tabs, line breaks, zero-width and
 *   right-to-left overrides that make "cv\u202Efdp.exe" display as "cvexe.pdf");
 * - the characters Windows forbids in file names (< > : " | ? *) become "_", so the name can be
 *   saved as it is when the agency downloads the file; as a side effect "<script>" is inert text
 *   wherever the name is shown (which must escape it anyway);
 * - no trailing dots or spaces (Windows drops them), and no leading ones in the stored name (hidden
 *   files on Unix);
 * - at most MAX_RESUME_FILE_NAME_LENGTH characters, the stem cut and the extension kept.
 * The extension is not decided here: the caller writes the detected type's own extension.
 */
export function cleanFileName(sent: string): string {
  const beforeNul = sent.split('\0', 1)[0] ?? '';
  const base = beforeNul.split(/[/\\]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/[.\s]+$/, '')
    .trimStart();
}

/** The stored name: the cleaned stem, bounded, with `ext` (the detected type's) as its extension. */
export function storedFileName(cleaned: string, ext: string): string {
  const stem = cleaned.toLowerCase().endsWith(ext) ? cleaned.slice(0, -ext.length) : cleaned;
  const bounded = Array.from(stem.replace(/^[.\s]+/, ''))
    .slice(0, MAX_RESUME_FILE_NAME_LENGTH - ext.length)
    .join('');
  return `${bounded.trimEnd() || FALLBACK_STEM}${ext}`;
}
