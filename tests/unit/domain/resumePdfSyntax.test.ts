// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { headerCounts } from '../../../src/domain/resume/pdfHeaders';
import { PdfLexer, type TokenKind } from '../../../src/domain/resume/pdfLexer';
import { scanSyntax } from '../../../src/domain/resume/pdfSyntax';
import { latin1Bytes } from '../../fixtures/resumes';

/** Every token of `text` as [kind, text]: a name's decoded text, a keyword's or a number's word, "" for the others. */
function tokens(text: string): [TokenKind, string][] {
  const lexer = new PdfLexer(latin1Bytes(text));
  const found: [TokenKind, string][] = [];
  for (let kind = lexer.next(); kind !== 'eof'; kind = lexer.next())
    found.push([kind, kind === 'integer' || kind === 'keyword' ? lexer.word() : lexer.text]);
  return found;
}

describe('the PDF lexer (ISO 32000-1 §7.2-7.3)', () => {
  it('reads a comment as white space between tokens', () => {
    expect(tokens('4 0%c\nobj')).toEqual([
      ['integer', '4'],
      ['integer', '0'],
      ['keyword', 'obj'],
    ]);
    expect(tokens('/S%x\r/JavaScript')).toEqual([
      ['name', 'S'],
      ['name', 'JavaScript'],
    ]);
  });

  it('takes all six white-space bytes (NUL, TAB, LF, FF, CR, SP) as separators', () => {
    expect(tokens('1\x002\t3\n4\f5\r6 7').map(([, text]) => text)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('nests literal strings and skips escaped parentheses', () => {
    expect(tokens('(a (b) \\) c) /After')).toEqual([
      ['string', ''],
      ['name', 'After'],
    ]);
    expect(tokens('(no end /JavaScript')).toEqual([['string', '']]);
  });

  it('reads hex strings, dictionaries and arrays', () => {
    expect(tokens('<</A<4a53>[1 -2 +3 4.5]>>').map(([kind]) => kind)).toEqual([
      'dict-open',
      'name',
      'hex-string',
      'array-open',
      'integer',
      'integer',
      'integer',
      'keyword',
      'array-close',
      'dict-close',
    ]);
  });

  it('decodes #xx escapes in names, and keeps a # that starts no escape', () => {
    expect(tokens('/J#61va#53cript /#4A#53 /A#2 /A#zz')).toEqual([
      ['name', 'JavaScript'],
      ['name', 'JS'],
      ['name', 'A#2'],
      ['name', 'A#zz'],
    ]);
  });

  it('ends a name, number or keyword at a delimiter', () => {
    expect(tokens('/Type/Catalog/Pages 2 0 R>>')).toEqual([
      ['name', 'Type'],
      ['name', 'Catalog'],
      ['name', 'Pages'],
      ['integer', '2'],
      ['integer', '0'],
      ['keyword', 'R'],
      ['dict-close', ''],
    ]);
  });
});

describe('object headers a reader could find', () => {
  const count = (text: string) => headerCounts(latin1Bytes(text));

  it.each([
    ['1 0 obj', 1],
    ['4 0%c\nobj', 1],
    ['4%a\n0%b\r obj', 1],
    ['(12 0 obj)', 1],
    ['1 0 objx', 0],
    ['1 0obj', 0],
    ['1 0 endobj', 0],
    ['1 0 ob j', 0],
    ['12 0 R 13 0 R', 0],
    ['%1 0 obj', 1],
  ])('%j holds %i', (text, objects) => {
    expect(count(text).objects).toBe(objects);
  });

  it('finds trailers, also with comments before the "<<"', () => {
    expect(count('trailer <<').trailers).toBe(1);
    expect(count('trailer%x\n<<').trailers).toBe(1);
    expect(count('trailer%x <<').trailers).toBe(0); // the "<<" is in the comment
    expect(count('trailers <<').trailers).toBe(0);
  });

  it('counts the same headers as the lexer reads in an ordinary file', () => {
    const text = '1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj%x\n[1 2 3]\nendobj\ntrailer\n<< /Root 1 0 R >>\n';
    const scan = scanSyntax(latin1Bytes(text), new Set(['Catalog']));
    expect([scan.headers, scan.trailers]).toEqual([2, 1]);
    expect(count(text)).toEqual({ objects: 2, trailers: 1 });
    expect(scan.seen).toEqual(new Set(['Catalog']));
  });
});
