import { InflateBudget } from './budget';
import { ascii, startsWith } from './bytes';
import { headerCounts } from './pdfHeaders';
import { scanObjectStream } from './pdfObjectStream';
import { scanSyntax } from './pdfSyntax';
import type { Verdict } from './verdict';

/**
 * A PDF resume: "%PDF-" first, "startxref" and "%%EOF" within the last 1024 bytes (where readers
 * look for them), a document catalog (/Type /Catalog: no reader shows a PDF without one, so a
 * "%PDF-" header on an HTML page or a program is refused), and no active content. The file is
 * read as readers read it (pdfLexer.ts: comments are white space, strings nest, names decode #xx
 * escapes), every object of it, those of incremental updates and of object streams too; strings,
 * comments and stream data are not names, so a resume that mentions "Node/JavaScript" in its text
 * is not refused. Every step is linear in the file's size (see docs/decisions/0001-resume-pdf-reader.md).
 *
 * Refused names, each because it makes the reader do more than show pages:
 * - /JS, /JavaScript: JavaScript actions (as an /OpenAction, a page's or a field's /AA, a link's)
 *   and document-level scripts;
 * - /Launch: actions that start a program or open another file;
 * - /EmbeddedFile, /EmbeddedFiles: attached files (an .exe travels well inside a PDF);
 * - /RichMedia, /XFA: Flash-era media and XML forms, both carrying their own scripts.
 * Links (/URI) and ordinary open actions (/OpenAction to a page) are fine: resumes have them.
 *
 * Refused as "cannot be checked":
 * - /Encrypt: encrypted objects (even with an empty password) cannot be read here;
 * - an object stream this check cannot read as a reader would (pdfObjectStream.ts);
 * - an object header or a trailer that a reader following an offset could find but this reading
 *   did not (inside a string, a comment or stream data: pdfHeaders.ts).
 */
const ACTIVE_NAMES = ['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'];
const WATCHED = new Set([...ACTIVE_NAMES, 'Encrypt', 'Catalog']);

const HEADER = ascii('%PDF-');
/** Readers look for these this close to the end (garbage after them is common). */
const TAIL_MARKS = [ascii('startxref'), ascii('%%EOF')];
const TAIL_WINDOW = 1024;

function occursIn(bytes: Uint8Array, word: readonly number[]): boolean {
  for (let at = 0; at + word.length <= bytes.length; at++) if (startsWith(bytes, word, at)) return true;
  return false;
}

function namesVerdict(seen: ReadonlySet<string>): Verdict | null {
  if (ACTIVE_NAMES.some((name) => seen.has(name))) return 'active-content';
  return seen.has('Encrypt') ? 'unreadable' : null;
}

export async function checkPdf(bytes: Uint8Array): Promise<Verdict> {
  if (!startsWith(bytes, HEADER)) return 'not-this-type';
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_WINDOW));
  if (!TAIL_MARKS.every((mark) => occursIn(tail, mark))) return 'not-this-type';

  const file = scanSyntax(bytes, WATCHED);
  const fileVerdict = namesVerdict(file.seen);
  if (fileVerdict) return fileVerdict;
  const findable = headerCounts(bytes);
  if (findable.objects !== file.headers || findable.trailers !== file.trailers) return 'unreadable';

  const budget = new InflateBudget();
  let hasCatalog = file.seen.has('Catalog');
  for (const place of file.objectStreams) {
    const inner = await scanObjectStream(bytes, place, WATCHED, budget);
    if (inner === null) return 'unreadable';
    const verdict = namesVerdict(inner.seen);
    if (verdict) return verdict;
    hasCatalog ||= inner.seen.has('Catalog');
  }
  return hasCatalog ? 'ok' : 'not-this-type';
}
