import { isWhite, PdfLexer } from './pdfLexer';

/**
 * One pass over a PDF's tokens (the whole file, or an object stream's inflated objects): which of
 * the watched names occur outside strings, comments and stream data, where the object streams lie,
 * and how many object headers and trailers were read. Memory stays bounded whatever the input:
 * nothing is kept per token, only the watched names seen, the current object's stream keys and one
 * record per object stream.
 */
export interface StreamKeys {
  /** /Type's value. */
  type: string | null;
  /** /Filter's value: one name or an array of names. */
  filters: string[];
  /** Whether /DecodeParms (or /DP) is there. */
  decodeParms: boolean;
  /** /Length, /N and /First when they are direct integers (an "n 0 R" reference leaves them null). */
  length: number | null;
  n: number | null;
  first: number | null;
}

export interface ObjectStreamPlace {
  keys: StreamKeys;
  /** Where its (still compressed) data lies. */
  start: number;
  end: number;
}

export interface SyntaxScan {
  /** The watched names that occur, decoded. */
  seen: Set<string>;
  objectStreams: ObjectStreamPlace[];
  /** Object headers ("n g obj") and trailers ("trailer <<") read. */
  headers: number;
  trailers: number;
  /** Streams of any kind (an object stream may hold none). */
  streams: number;
}

const EMPTY_KEYS: Omit<StreamKeys, 'filters'> = { type: null, decodeParms: false, length: null, n: null, first: null };
const newKeys = (): StreamKeys => ({ ...EMPTY_KEYS, filters: [] });

const INTEGER_KEYS = new Set(['Length', 'N', 'First']);
const ENDSTREAM = Array.from('endstream', (c) => c.charCodeAt(0));

function matchesAt(bytes: Uint8Array, at: number, word: readonly number[]): boolean {
  if (at < 0 || at + word.length > bytes.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[at + k] !== word[k]) return false;
  return true;
}

/** The first "endstream" at or after `from` (a fixed 9-byte word: at most 9 comparisons per byte), or -1. */
function findEndstream(bytes: Uint8Array, from: number, limit: number): number {
  for (let at = from; at + ENDSTREAM.length <= limit; at++) if (bytes[at] === 0x65 && matchesAt(bytes, at, ENDSTREAM)) return at;
  return -1;
}

/**
 * The current object's keys at the top of its dictionary, read as they come: a key, then its value
 * (a token, an "n g R" reference, or a nested array or dictionary). Only the keys a stream's
 * handling needs are kept.
 */
class ObjectKeys {
  keys = newKeys();
  /** Nesting of << and [ inside the object; its own dictionary is depth 1. */
  depth = 0;
  private isDictionary = false;
  /** The key whose value comes next, at depth 1. */
  private key: string | null = null;
  /** The key whose integer value came last (an "R" after it makes that value a reference). */
  private lastIntegerKey: string | null = null;

  reset(): void {
    // Reset in place: thousands of tiny objects then allocate nothing (an object stream's keys are copied when kept).
    Object.assign(this.keys, EMPTY_KEYS);
    if (this.keys.filters.length > 0) this.keys.filters = [];
    this.depth = 0;
    this.isDictionary = false;
    this.key = null;
    this.lastIntegerKey = null;
  }

  /** Reads the lexer's current token. */
  token(lexer: PdfLexer): void {
    const kind = lexer.kind;
    if (kind === 'dict-open' || kind === 'array-open') {
      if (this.depth === 0) this.isDictionary = kind === 'dict-open';
      this.depth++;
      return;
    }
    if (kind === 'dict-close' || kind === 'array-close') {
      this.depth = Math.max(0, this.depth - 1);
      if (this.depth === 1) this.key = null; // a nested value ended
      return;
    }
    if (!this.isDictionary) return;
    if (this.depth === 2 && this.key === 'Filter' && kind === 'name') this.keys.filters.push(lexer.text);
    if (this.depth !== 1) return;
    if (this.key === null) {
      if (kind === 'name') this.startKey(lexer.text);
      else if (kind === 'keyword' && this.lastIntegerKey !== null && lexer.is('R')) this.referenced(this.lastIntegerKey);
      return;
    }
    this.value(this.key, lexer);
    this.key = null;
  }

  private startKey(name: string): void {
    this.key = name;
    this.lastIntegerKey = null;
    if (name === 'DecodeParms' || name === 'DP') this.keys.decodeParms = true;
  }

  private value(key: string, lexer: PdfLexer): void {
    const kind = lexer.kind;
    if (kind === 'name' && key === 'Type') this.keys.type = lexer.text;
    if (kind === 'name' && key === 'Filter') this.keys.filters = [lexer.text];
    if (kind === 'integer' && INTEGER_KEYS.has(key)) {
      this.lastIntegerKey = key;
      const value = Number(lexer.word());
      if (key === 'Length') this.keys.length = value;
      else if (key === 'N') this.keys.n = value;
      else this.keys.first = value;
    }
  }

  /** "/Length 12 0 R": the integer read was an object number, not the value. */
  private referenced(key: string): void {
    if (key === 'Length') this.keys.length = null;
    else if (key === 'N') this.keys.n = null;
    else this.keys.first = null;
    this.lastIntegerKey = null;
  }
}

/** Where a stream's data starts: after the end of line that follows "stream" (CR LF, LF, or a lone CR as readers allow). */
function dataStart(bytes: Uint8Array, afterKeyword: number): number {
  if (bytes[afterKeyword] === 0x0d) return bytes[afterKeyword + 1] === 0x0a ? afterKeyword + 2 : afterKeyword + 1;
  return bytes[afterKeyword] === 0x0a ? afterKeyword + 1 : afterKeyword;
}

/**
 * Where a stream's data ends, and where reading goes on: at its /Length when "endstream" follows
 * there (after white space), as readers take it; else at the first "endstream", as readers
 * recover. A wrong guess here cannot hide anything: every byte not read as tokens is still
 * searched for headers (pdfHeaders.ts), and bytes read as tokens when a reader takes them as data
 * can only add names.
 */
function streamEnd(bytes: Uint8Array, start: number, length: number | null, limit: number): { end: number; next: number } {
  if (length !== null && length >= 0 && start + length <= limit) {
    let at = start + length;
    while (at < limit && isWhite(bytes[at] as number) && at - start - length < 4) at++;
    if (matchesAt(bytes, at, ENDSTREAM)) return { end: start + length, next: at + ENDSTREAM.length };
  }
  const found = findEndstream(bytes, start, limit);
  if (found < 0) return { end: limit, next: limit };
  // The end of line before "endstream" belongs to the syntax, not the data.
  let end = found;
  if (end > start && bytes[end - 1] === 0x0a) end--;
  if (end > start && bytes[end - 1] === 0x0d) end--;
  return { end, next: found + ENDSTREAM.length };
}

/**
 * Reads `bytes` from `from` to `limit` as PDF syntax. `onToken`, when given, sees each token's
 * start (an object stream's check compares them with the offsets its header gives).
 */
export function scanSyntax(
  bytes: Uint8Array,
  watched: ReadonlySet<string>,
  from = 0,
  limit = bytes.length,
  onToken?: (lexer: PdfLexer) => void,
): SyntaxScan {
  const scan: SyntaxScan = { seen: new Set(), objectStreams: [], headers: 0, trailers: 0, streams: 0 };
  const lexer = new PdfLexer(bytes, from, limit);
  const object = new ObjectKeys();
  // The two tokens before this one: an object header is integer, integer, "obj".
  let before2 = '';
  let before1 = '';
  let afterTrailer = false;
  for (let kind = lexer.next(); kind !== 'eof'; kind = lexer.next()) {
    onToken?.(lexer);
    if (kind === 'name' && !lexer.long && watched.has(lexer.text)) scan.seen.add(lexer.text);
    if (afterTrailer && kind === 'dict-open') scan.trailers++;
    afterTrailer = kind === 'keyword' && lexer.is('trailer');
    if (kind === 'keyword' && (lexer.is('obj') || lexer.is('endobj') || afterTrailer)) {
      if (before1 === 'integer' && before2 === 'integer' && lexer.is('obj')) scan.headers++;
      object.reset();
    } else if (kind === 'keyword' && before1 === 'dict-close' && object.depth === 0 && lexer.is('stream')) {
      scan.streams++;
      const start = dataStart(bytes, lexer.end);
      const { end, next } = streamEnd(bytes, start, object.keys.length, limit);
      if (object.keys.type === 'ObjStm') scan.objectStreams.push({ keys: { ...object.keys }, start, end });
      object.reset();
      lexer.pos = next;
    } else {
      object.token(lexer);
    }
    before2 = before1;
    before1 = kind;
  }
  return scan;
}
