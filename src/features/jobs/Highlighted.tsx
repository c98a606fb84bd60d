import { highlightPieces } from '../../domain/keywordSearch';

/** A shown text with the words the keyword search matched in <mark> (src/domain/keywordSearch.ts highlightPieces). */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return <>{highlightPieces(text, terms).map((piece, i) => (piece.match ? <mark key={i}>{piece.text}</mark> : piece.text))}</>;
}
