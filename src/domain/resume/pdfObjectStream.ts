import type { InflateBudget } from './budget';
import { inflate } from './inflate';
import { PdfLexer } from './pdfLexer';
import type { ObjectStreamPlace, SyntaxScan } from './pdfSyntax';
import { scanSyntax } from './pdfSyntax';

/**
 * An object stream (PDF 1.5, §7.5.7): "n offset" pairs, then the objects, which readers find by
 * those offsets (there is no "n 0 obj" before them). Read here like the file itself, and refused
 * as "cannot be checked" (null) when it is built in a way a reader could see differently:
 * - a filter other than FlateDecode, or decode parameters (resumes' object streams have neither);
 * - inflating past the file's budget;
 * - a header that is not 2 x /N integers ending before /First;
 * - an offset that does not land on a token this scan read (or the plain white space before one):
 *   one pointing into a string or a comment would make a reader parse what this scan skipped;
 * - a stream inside it, which the format forbids.
 */
const isFlate = (name: string) => name === 'FlateDecode' || name === 'Fl';

async function decoded(bytes: Uint8Array, place: ObjectStreamPlace, budget: InflateBudget): Promise<Uint8Array | null> {
  const { filters, decodeParms } = place.keys;
  const data = bytes.subarray(place.start, place.end);
  if (decodeParms) return null;
  if (filters.length === 0) return budget.take(data.length) ? data : null;
  if (filters.length !== 1 || !isFlate(filters[0] ?? '')) return null;
  const inflated = await inflate(data, 'deflate', budget);
  return inflated.tooLarge ? null : inflated.bytes;
}

/** The objects' offsets from the header, sorted, or null when the header is not what /N and /First say. */
function objectOffsets(data: Uint8Array, n: number, first: number): number[] | null {
  const lexer = new PdfLexer(data, 0, first);
  const offsets: number[] = [];
  for (let k = 0; k < 2 * n; k++) {
    if (lexer.next() !== 'integer' || lexer.long) return null;
    if (k % 2 === 1) offsets.push(first + Number(lexer.word()));
  }
  if (lexer.next() !== 'eof') return null;
  return offsets.sort((a, b) => a - b);
}

/**
 * Walks the tokens from /First with the sorted offsets: each offset must be a token's start or lie
 * in plain white space before one (a gap holding a comment is refused whole: a reader landing in
 * the comment would read its text as syntax). Each gap is looked at once.
 */
function offsetChecker(data: Uint8Array, offsets: number[], first: number) {
  let k = 0;
  let gapStart = first;
  let bad = false;
  return {
    token(lexer: PdfLexer) {
      let gapChecked = false;
      for (; k < offsets.length && (offsets[k] as number) <= lexer.start; k++) {
        const at = offsets[k] as number;
        if (at < gapStart)
          bad = true; // inside the token before
        else if (at < lexer.start && !gapChecked) {
          gapChecked = true;
          for (let p = gapStart; p < lexer.start; p++) if (data[p] === 0x25) bad = true;
        }
      }
      gapStart = lexer.end;
    },
    done: () => !bad && k === offsets.length,
  };
}

/** What the object stream holds, or null when it cannot be checked. */
export async function scanObjectStream(
  bytes: Uint8Array,
  place: ObjectStreamPlace,
  watched: ReadonlySet<string>,
  budget: InflateBudget,
): Promise<SyntaxScan | null> {
  const { n, first } = place.keys;
  const data = await decoded(bytes, place, budget);
  if (data === null || n === null || first === null || n < 0 || first < 0 || first > data.length) return null;
  const offsets = objectOffsets(data, n, first);
  if (offsets === null) return null;
  const checker = offsetChecker(data, offsets, first);
  const scan = scanSyntax(data, watched, first, data.length, (lexer) => checker.token(lexer));
  return scan.streams === 0 && checker.done() ? scan : null;
}
