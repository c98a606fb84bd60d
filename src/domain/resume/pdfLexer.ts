/**
 * PDF's tokens (ISO 32000-1 §7.2-7.3), read from bytes as a reader reads them, one pass, each byte
 * looked at a bounded number of times: no regular expression touches the file, so no input can make
 * the scan slower than linear (the old pattern backtracked quadratically on long digit runs).
 *
 * - white space is NUL, TAB, LF, FF, CR and SP; a comment ("%" to the end of the line) is white
 *   space too, so "4 0%c\nobj" is the object header "4 0 obj", as qpdf and mutool read it;
 * - delimiters are ( ) < > [ ] { } / %; everything else is "regular" and runs of it are numbers or
 *   keywords;
 * - literal strings nest their parentheses and a backslash escapes the next byte;
 * - hex strings run from "<" to ">"; "<<" and ">>" open and close dictionaries;
 * - names decode their #xx escapes (/J#61vaScript is /JavaScript).
 * The lexer allocates nothing per token except a name's text.
 */
export type TokenKind =
  | 'eof'
  | 'name'
  | 'integer'
  | 'keyword'
  | 'string'
  | 'hex-string'
  | 'dict-open'
  | 'dict-close'
  | 'array-open'
  | 'array-close'
  /** A lone ")", ">", "{" or "}": not PDF object syntax, kept so that nothing is silently dropped. */
  | 'other';

/** Byte classes, by table: 0 regular, 1 white space, 2 delimiter. */
const WHITE = 1;
const DELIMITER = 2;
const CLASS = new Uint8Array(256);
for (const b of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[b] = WHITE;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIMITER;

export const isWhite = (byte: number): boolean => CLASS[byte] === WHITE;
export const isRegular = (byte: number): boolean => CLASS[byte] === 0;
export const isDigit = (byte: number): boolean => byte >= 0x30 && byte <= 0x39;
export const isEndOfLine = (byte: number): boolean => byte === 0x0a || byte === 0x0d;

/**
 * Names and keywords longer than this are kept only as their first characters: PDF's own limit
 * for names is 127 bytes, and every name or keyword the checks look for is far shorter, so a
 * megabyte-long name costs no megabyte-long string.
 */
const MAX_TEXT = 64;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

export class PdfLexer {
  /** Where the next token is looked for. Callers move it to skip a stream's data. */
  pos: number;
  kind: TokenKind = 'eof';
  /** Where the current token starts and ends. */
  start = 0;
  end = 0;
  /** A name's decoded text (without "/"); "" for other tokens (a keyword's or an integer's is `word()`). */
  text = '';
  /** True when the name or keyword was longer than the text kept of it. */
  long = false;

  constructor(
    readonly bytes: Uint8Array,
    from = 0,
    readonly limit = bytes.length,
  ) {
    this.pos = from;
  }

  /** Reads the next token into kind/start/end/text and returns its kind. */
  next(): TokenKind {
    const { bytes, limit } = this;
    let i = this.pos;
    // White space and comments.
    for (;;) {
      if (i >= limit) return this.done(i, 'eof', i);
      const b = bytes[i] as number;
      if (CLASS[b] === WHITE) i++;
      else if (b === 0x25) while (i < limit && !isEndOfLine(bytes[i] as number)) i++;
      else break;
    }
    const start = i;
    const b = bytes[i] as number;
    this.text = '';
    this.long = false;
    switch (b) {
      case 0x28: // (
        return this.done(start, 'string', this.endOfLiteralString(i));
      case 0x3c: // <
        if (bytes[i + 1] === 0x3c) return this.done(start, 'dict-open', i + 2);
        i++;
        while (i < limit && bytes[i] !== 0x3e) i++;
        return this.done(start, 'hex-string', Math.min(i + 1, limit));
      case 0x3e: // >
        return bytes[i + 1] === 0x3e ? this.done(start, 'dict-close', i + 2) : this.done(start, 'other', i + 1);
      case 0x5b: // [
        return this.done(start, 'array-open', i + 1);
      case 0x5d: // ]
        return this.done(start, 'array-close', i + 1);
      case 0x2f: // /
        return this.done(start, 'name', this.readName(i + 1));
      default:
        if (CLASS[b] === DELIMITER) return this.done(start, 'other', i + 1); // ) { }
        return this.readRegular(start);
    }
  }

  private done(start: number, kind: TokenKind, end: number): TokenKind {
    this.start = start;
    this.end = end;
    this.pos = end;
    this.kind = kind;
    return kind;
  }

  /** Just after the literal string opened at `i`: nested parentheses balance, "\" escapes one byte. */
  private endOfLiteralString(i: number): number {
    const { bytes, limit } = this;
    let depth = 0;
    for (; i < limit; i++) {
      const b = bytes[i];
      if (b === 0x5c) i++;
      else if (b === 0x28) depth++;
      else if (b === 0x29 && --depth === 0) return i + 1;
    }
    return limit;
  }

  /** Decodes the name whose first byte after "/" is at `i`; returns where it ends. */
  private readName(i: number): number {
    const { bytes, limit } = this;
    let text = '';
    for (; i < limit && CLASS[bytes[i] as number] === 0; i++) {
      let code = bytes[i] as number;
      if (code === 0x23 && i + 2 < limit) {
        const high = hexValue(bytes[i + 1] as number);
        const low = hexValue(bytes[i + 2] as number);
        if (high >= 0 && low >= 0) {
          code = high * 16 + low;
          i += 2;
        }
      }
      if (text.length < MAX_TEXT) text += String.fromCharCode(code);
      else this.long = true;
    }
    this.text = text;
    return i;
  }

  /** A run of regular bytes: an integer (optionally signed) or a keyword/real number. Its text is read only when asked for (`word`). */
  private readRegular(start: number): TokenKind {
    const { bytes, limit } = this;
    let i = start;
    let integer = true;
    if (bytes[i] === 0x2b || bytes[i] === 0x2d) i++;
    const digitsFrom = i;
    while (i < limit && CLASS[bytes[i] as number] === 0) {
      if (!isDigit(bytes[i] as number)) integer = false;
      i++;
    }
    this.long = i - start > MAX_TEXT;
    return this.done(start, integer && i > digitsFrom ? 'integer' : 'keyword', i);
  }

  /** A keyword's or an integer's text (its first MAX_TEXT characters). */
  word(): string {
    let text = '';
    for (let k = this.start; k < Math.min(this.end, this.start + MAX_TEXT); k++)
      text += String.fromCharCode(this.bytes[k] as number);
    return text;
  }

  /** Whether the current keyword is `word`, compared byte by byte (nothing allocated). */
  is(word: string): boolean {
    if (this.end - this.start !== word.length) return false;
    for (let k = 0; k < word.length; k++) if (this.bytes[this.start + k] !== word.charCodeAt(k)) return false;
    return true;
  }
}
