import { isDigit, isEndOfLine, isRegular, isWhite } from './pdfLexer';

/**
 * Every place where a reader could find an object header ("12 0 obj") or a trailer ("trailer <<")
 * if something sent it there: a cross-reference offset, or the whole-file search readers fall back
 * on when the cross-reference table is broken. A reader that jumps into the middle of a string, a
 * comment or a stream's data reads the bytes from there as PDF syntax, so a header hidden inside
 * them ("(4 0%c\nobj << /S /JavaScript >>)") is an object to the reader but text to a scan that
 * reads the file from its start. The PDF check compares these places with the headers its own
 * reading found: one more is a hidden object.
 *
 * Found by running a small automaton over the bytes, all starting points at once (its states are a
 * bit set, each byte moves every live state once): linear in the file's size whatever it holds,
 * where the pattern it replaces (digits, white space, digits, white space, "obj") backtracked.
 * White space between the tokens includes comments, as it does for readers.
 */

// States of the object header automaton: number, separator (white space or a comment), number,
// separator, "o", "b", "j". And of the trailer's: t r a i l e r, separator, "<".
const NUMBER_1 = 1 << 0;
const SPACE_1 = 1 << 1;
const COMMENT_1 = 1 << 2;
const NUMBER_2 = 1 << 3;
const SPACE_2 = 1 << 4;
const COMMENT_2 = 1 << 5;
const O = 1 << 6;
const OB = 1 << 7;
const OBJ = 1 << 8;
const TRAILER_SPACE = 1 << 9;
const TRAILER_COMMENT = 1 << 10;
const TRAILER_LT = 1 << 11;
/** "trailer" matched up to its k-th letter: bit TRAILER_0 << k. */
const TRAILER_0 = 12;
const TRAILER = Array.from('trailer', (c) => c.charCodeAt(0));

export interface HeaderCounts {
  /** Object headers a reader could find. */
  objects: number;
  /** Trailers a reader could find. */
  trailers: number;
}

/** Moves the separator states on `b`: white space stays, "%" starts a comment, a comment ends at a line end. */
function separator(state: number, b: number, space: number, comment: number): number {
  let next = 0;
  if (state & space) {
    if (isWhite(b)) next |= space;
    else if (b === 0x25) next |= comment;
  }
  if (state & comment) next |= isEndOfLine(b) ? space : comment;
  return next;
}

/** A keyword's end: white space starts a separator, "%" a comment. */
function afterKeyword(b: number, space: number, comment: number): number {
  if (isWhite(b)) return space;
  return b === 0x25 ? comment : 0;
}

const TRAILER_DONE = 1 << (TRAILER_0 + TRAILER.length - 1);
/** The states "t" to "traile": one of them may go on with the next letter. */
const TRAILER_LETTERS = ((1 << (TRAILER.length - 1)) - 1) << TRAILER_0;

/**
 * How many object headers and trailers a reader could find anywhere in `bytes`. Each header the
 * lexer reads is one of them (the same tokens, the same separators), so more here than there means
 * a header the lexer did not read as one.
 */
export function headerCounts(bytes: Uint8Array): HeaderCounts {
  const found: HeaderCounts = { objects: 0, trailers: 0 };
  let state = 0;
  for (let i = 0; i <= bytes.length; i++) {
    const b = i < bytes.length ? (bytes[i] as number) : 0x20; // the end of the file ends a keyword
    // Accepting states look at the byte after the keyword.
    if (state & OBJ && !isRegular(b)) found.objects++;
    if (state & TRAILER_LT && b === 0x3c) found.trailers++;
    if (state === 0 && !isDigit(b) && b !== TRAILER[0]) continue; // the common case: nothing under way
    const digit = isDigit(b);
    let next = digit ? NUMBER_1 : 0; // every digit may start a header
    if (state & NUMBER_1 && !digit) next |= afterKeyword(b, SPACE_1, COMMENT_1);
    next |= separator(state, b, SPACE_1, COMMENT_1);
    if (state & SPACE_1 && digit) next |= NUMBER_2;
    if (state & NUMBER_2) next |= digit ? NUMBER_2 : afterKeyword(b, SPACE_2, COMMENT_2);
    next |= separator(state, b, SPACE_2, COMMENT_2);
    if (state & SPACE_2 && b === 0x6f) next |= O;
    if (state & O && b === 0x62) next |= OB;
    if (state & OB && b === 0x6a) next |= OBJ;
    // The trailer: its letters, optional separators, then "<<".
    if (b === TRAILER[0]) next |= 1 << TRAILER_0;
    if (state & TRAILER_LETTERS)
      for (let k = 1; k < TRAILER.length; k++)
        if (state & (1 << (TRAILER_0 + k - 1)) && b === TRAILER[k]) next |= 1 << (TRAILER_0 + k);
    if (state & TRAILER_DONE) next |= afterKeyword(b, TRAILER_SPACE, TRAILER_COMMENT);
    if (state & (TRAILER_DONE | TRAILER_SPACE) && b === 0x3c) next |= TRAILER_LT;
    next |= separator(state, b, TRAILER_SPACE, TRAILER_COMMENT);
    state = next;
  }
  return found;
}
