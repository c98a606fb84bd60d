import { ascii, latin1, startsWith } from './bytes';
import { inflate } from './inflate';
import type { Verdict } from './verdict';

/**
 * A PDF resume: "%PDF-" first, "startxref" and "%%EOF" within the last 1024 bytes (where readers
 * look for them), a document catalog (/Type /Catalog: no reader shows a PDF without one, so a
 * "%PDF-" header on an HTML page or a program is refused), and no active content. The file is
 * read as PDF syntax (strings, comments and stream data skipped, so a resume that mentions
 * "Node/JavaScript" in its text is not refused), and names are compared after decoding #xx
 * escapes, as readers do (/J#61vaScript is /JavaScript).
 *
 * Refused names, each because it makes the reader do more than show pages:
 * - /JS, /JavaScript: JavaScript actions and document-level scripts;
 * - /Launch: actions that start a program or open another file;
 * - /EmbeddedFile, /EmbeddedFiles: attached files (an .exe travels well inside a PDF);
 * - /RichMedia, /XFA: Flash-era media and XML forms, both carrying their own scripts.
 * Links (/URI) and ordinary open actions (/OpenAction to a page) are fine: resumes have them.
 *
 * Refused as "cannot be checked":
 * - /Encrypt: encrypted objects (even with an empty password) cannot be read here;
 * - object streams (/ObjStm, PDF 1.5) are decompressed and read like the rest, but one with any
 *   filter other than FlateDecode, decode parameters, or over the size cap is refused;
 * - an object header ("12 0 obj", "trailer <<") inside a string, a comment or stream data: a
 *   reader that follows the cross-reference offsets would read an object this scan skipped.
 */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);

const HEADER = ascii('%PDF-');
/** Readers look for these this close to the end (garbage after them is common). */
const TAIL_MARKS = ['startxref', '%%EOF'];
const TAIL_WINDOW = 1024;
/** Decompressed object streams, all together, may not pass this (a "zip bomb" is refused). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const WHITESPACE = '\0\t\n\f\r ';
const DELIMITERS = '()<>[]{}/%';
const isRegular = (c: string) => !WHITESPACE.includes(c) && !DELIMITERS.includes(c);
const W = '[\\0\\t\\n\\f\\r ]';
const HIDDEN_OBJECT = new RegExp(`\\d+${W}+\\d+${W}+obj(?![^\\0\\t\\n\\f\\r ()<>\\[\\]{}/%])|trailer${W}*<<`);

interface Stream {
  /** The tokens of the stream's object before the data: its dictionary. */
  dictionary: string[];
  /** Where its data lies in the scanned bytes. */
  start: number;
  end: number;
}

interface Scan {
  names: Set<string>;
  streams: Stream[];
  /** An object header was found where this scan does not read. */
  hidden: boolean;
}

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Index just after the literal string starting at `start` (nested parentheses, backslash escapes). */
function endOfString(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Index just after the run of regular characters (a name's, a number's or a keyword's) at `start`. */
function endOfToken(text: string, start: number): number {
  let end = start;
  while (end < text.length && isRegular(text.charAt(end))) end++;
  return end;
}

function endOfLine(text: string, start: number): number {
  let i = start;
  while (i < text.length && text[i] !== '\r' && text[i] !== '\n') i++;
  return i;
}

/** The value after `key` in a dictionary's tokens when it is a direct integer (not "n 0 R"). */
function directInteger(tokens: string[], key: string): number | null {
  const at = tokens.indexOf(key);
  const value = tokens[at + 1];
  if (at < 0 || value === undefined || !/^\d+$/.test(value) || tokens[at + 3] === 'R') return null;
  return Number(value);
}

/** Where a stream's data ends: at its /Length when "endstream" follows there, else at the first "endstream". */
function streamEnd(text: string, start: number, dictionary: string[]): { dataEnd: number; next: number } {
  const length = directInteger(dictionary, '/Length');
  if (length !== null) {
    const after = /^[\r\n]*endstream/.exec(text.slice(start + length, start + length + 12));
    if (after) return { dataEnd: start + length, next: start + length + after[0].length };
  }
  const found = text.indexOf('endstream', start);
  return found < 0 ? { dataEnd: text.length, next: text.length } : { dataEnd: found, next: found + 'endstream'.length };
}

/** Reads `text` as PDF syntax: the names outside strings, comments and streams, and the streams. */
function scan(text: string): Scan {
  const result: Scan = { names: new Set(), streams: [], hidden: false };
  const skipped = (from: number, to: number) => {
    if (HIDDEN_OBJECT.test(text.slice(from, to))) result.hidden = true;
  };
  let objectTokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (WHITESPACE.includes(c)) {
      i++;
    } else if (c === '%') {
      const end = endOfLine(text, i);
      skipped(i, end);
      i = end;
    } else if (c === '(') {
      const end = endOfString(text, i);
      skipped(i, end);
      objectTokens.push('()');
      i = end;
    } else if (c === '<' && text[i + 1] !== '<') {
      const close = text.indexOf('>', i);
      const end = close < 0 ? text.length : close + 1;
      skipped(i, end);
      objectTokens.push('<>');
      i = end;
    } else if ((c === '<' || c === '>') && text[i + 1] === c) {
      objectTokens.push(c + c);
      i += 2;
    } else if (c === '/') {
      const end = endOfToken(text, i + 1);
      const name = decodeName(text.slice(i + 1, end));
      result.names.add(name);
      objectTokens.push(`/${name}`);
      i = end;
    } else if (!isRegular(c)) {
      objectTokens.push(c); // [ ] { } and a lone > or )
      i++;
    } else {
      const end = endOfToken(text, i);
      const word = text.slice(i, end);
      i = end;
      if (word === 'stream' && objectTokens.at(-1) === '>>') {
        // The data starts after the end of line that follows the keyword.
        const start = text.startsWith('\r\n', i) ? i + 2 : text[i] === '\n' || text[i] === '\r' ? i + 1 : i;
        const { dataEnd, next } = streamEnd(text, start, objectTokens);
        skipped(start, dataEnd);
        result.streams.push({ dictionary: objectTokens, start, end: dataEnd });
        objectTokens = [];
        i = next;
      } else if (word === 'obj' || word === 'endobj') {
        objectTokens = [];
      } else {
        objectTokens.push(word);
      }
    }
  }
  return result;
}

const isObjectStream = (s: Stream) => s.dictionary.includes('/ObjStm');

/** The filters a stream's dictionary names: /Filter /F or /Filter [/F1 /F2]. */
function filters(dictionary: string[]): string[] {
  const at = dictionary.indexOf('/Filter');
  if (at < 0) return [];
  if (dictionary[at + 1] !== '[') return dictionary.slice(at + 1, at + 2);
  const close = dictionary.indexOf(']', at);
  return dictionary.slice(at + 2, close < 0 ? undefined : close);
}

/** The object streams' decompressed text, or null when one cannot be read here. */
async function objectStreamTexts(bytes: Uint8Array, streams: Stream[]): Promise<string[] | null> {
  const texts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  for (const stream of streams.filter(isObjectStream)) {
    const used = filters(stream.dictionary);
    if (stream.dictionary.includes('/DecodeParms') || stream.dictionary.includes('/DP')) return null;
    const data = bytes.subarray(stream.start, stream.end);
    if (used.length === 0) {
      texts.push(latin1(data));
      continue;
    }
    if (used.length !== 1 || (used[0] !== '/FlateDecode' && used[0] !== '/Fl')) return null;
    const inflated = await inflate(data, 'deflate', budget);
    if (inflated.tooLarge) return null;
    budget -= inflated.bytes.length;
    texts.push(latin1(inflated.bytes));
  }
  return texts;
}

function verdictOf(s: Scan): Verdict | null {
  if ([...s.names].some((name) => ACTIVE_NAMES.has(name))) return 'active-content';
  if (s.hidden || s.names.has('Encrypt')) return 'unreadable';
  return null;
}

export async function checkPdf(bytes: Uint8Array): Promise<Verdict> {
  if (!startsWith(bytes, HEADER)) return 'not-this-type';
  const text = latin1(bytes);
  const tail = text.slice(-TAIL_WINDOW);
  if (!TAIL_MARKS.every((mark) => tail.includes(mark))) return 'not-this-type';
  const top = scan(text);
  const topVerdict = verdictOf(top);
  if (topVerdict) return topVerdict;
  const inner = await objectStreamTexts(bytes, top.streams);
  if (inner === null) return 'unreadable';
  let hasCatalog = top.names.has('Catalog');
  for (const objects of inner) {
    const found = scan(objects);
    // Streams cannot live inside an object stream (PDF 32000-1 §7.5.7): one that does is hiding something.
    if (found.streams.length > 0) return 'unreadable';
    const verdict = verdictOf(found);
    if (verdict) return verdict;
    hasCatalog ||= found.names.has('Catalog');
  }
  return hasCatalog ? 'ok' : 'not-this-type';
}
