// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { checkResumeContent } from '../../../src/domain/resume';
import { hostileResumes } from '../../fixtures/hostileResumes';
import {
  canvaStyleResume,
  googleDocsResume,
  libreOfficeResume,
  linearizedResume,
  updatedResume,
  wordResume,
} from '../../fixtures/ordinaryResumes';
import { compress, concat, latin1Bytes, pdfFile, pdfObjectStream } from '../../fixtures/resumes';

const NOT_PDF = 'This file is not a PDF document. Choose your resume file itself.';
const ACTIVE =
  'This PDF contains scripts, launch actions or attached files, which are not accepted. Save it again as a plain PDF (for example with "Print to PDF") and choose that file.';
const UNREADABLE =
  'This PDF is encrypted or built in a way that cannot be checked. Save it again as a plain PDF (for example with "Print to PDF") and choose that file.';

/** The message a PDF is refused with, or "ok". */
async function verdict(bytes: Uint8Array): Promise<string> {
  const checked = await checkResumeContent('cv.pdf', bytes);
  return checked.ok ? 'ok' : checked.problem.message;
}

const JS_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

describe('PDF structure', () => {
  it('accepts a plain PDF, also one whose text and title mention JavaScript', async () => {
    expect(await verdict(pdfFile())).toBe('ok');
    expect(await verdict(pdfFile({ minBytes: 300_000 }))).toBe('ok');
  });

  it('accepts a PDF whose objects are in a compressed object stream (PDF 1.5)', async () => {
    expect(
      await verdict(pdfFile({ streams: [await pdfObjectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'])] })),
    ).toBe('ok');
  });

  it('accepts up to 1024 bytes of anything after %%EOF, as readers do, but not more', async () => {
    expect(await verdict(concat([pdfFile(), latin1Bytes('x'.repeat(1000))]))).toBe('ok');
    expect(await verdict(concat([pdfFile(), latin1Bytes('x'.repeat(1100))]))).toBe(NOT_PDF);
  });

  it.each([
    ['text', latin1Bytes('Just some text, not a PDF')],
    ['"%PDF-" then an HTML page with a script', latin1Bytes('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n')],
    [
      'the same with a PDF ending',
      latin1Bytes('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\nstartxref\n0\n%%EOF\n'),
    ],
    [
      '"%PDF-" then a program',
      concat([latin1Bytes('%PDF-1.7\n'), latin1Bytes('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode')]),
    ],
    ['a PDF cut short', pdfFile().subarray(0, 400)],
    ['no header', pdfFile().subarray(1)],
  ])('refuses %s as not a PDF', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(NOT_PDF);
  });

  it.each([
    ['a JavaScript action', JS_ACTION],
    ['a JavaScript action with a #xx-escaped name', '<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'],
    ['a lone /JS entry', '<< /JS 12 0 R >>'],
    ['document-level scripts (the /JavaScript name tree)', '<< /JavaScript << /Names [(x) 7 0 R] >> >>'],
    ['a Launch action', '<< /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>'],
    ['an embedded file', '<< /Type /EmbeddedFile /Length 0 >>'],
    ['the attachments name tree', '<< /EmbeddedFiles << /Names [(cv.exe) 8 0 R] >> >>'],
    ['an XFA form', '<< /Fields [] /XFA 9 0 R >>'],
    ['rich media', '<< /Type /Annot /Subtype /RichMedia >>'],
  ])('refuses %s as active content', async (_, object) => {
    expect(await verdict(pdfFile({ objects: [object] }))).toBe(ACTIVE);
  });

  it('refuses a JavaScript action hidden in a compressed object stream', async () => {
    expect(await verdict(pdfFile({ streams: [await pdfObjectStream(['<< /Type /Catalog >>', JS_ACTION])] }))).toBe(ACTIVE);
    expect(await verdict(pdfFile({ streams: [await pdfObjectStream([JS_ACTION], false)] }))).toBe(ACTIVE);
  });

  it.each([
    ['an encrypted PDF', pdfFile({ trailer: '/Encrypt 9 0 R' })],
    [
      'an object stream with a filter it cannot decode',
      pdfFile({ streams: [{ dictionary: '/Type /ObjStm /N 1 /First 5 /Filter /LZWDecode', data: latin1Bytes('x') }] }),
    ],
    [
      'an object stream with decode parameters',
      pdfFile({
        streams: [
          {
            dictionary: '/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode /DecodeParms << /Predictor 12 >>',
            data: latin1Bytes('x'),
          },
        ],
      }),
    ],
    ['an object hidden in a string between objects', pdfFile({ between: `(9 0 obj ${JS_ACTION} endobj)` })],
    ['an object hidden in a comment', pdfFile({ between: `% 9 0 obj ${JS_ACTION} endobj` })],
    [
      'an object hidden in stream data',
      pdfFile({ streams: [{ dictionary: '', data: latin1Bytes(`9 0 obj ${JS_ACTION} endobj`) }] }),
    ],
    [
      'a trailer hidden in stream data',
      pdfFile({ streams: [{ dictionary: '', data: latin1Bytes('trailer << /Encrypt 9 0 R >>') }] }),
    ],
  ])('refuses %s as not checkable', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(UNREADABLE);
  });

  it('refuses object streams that decompress past the cap (a zip bomb)', async () => {
    const bomb = await compress(new Uint8Array(33 * 1024 * 1024), 'deflate');
    expect(
      await verdict(pdfFile({ streams: [{ dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data: bomb }] })),
    ).toBe(UNREADABLE);
  });
});

describe('one budget of inflated bytes per file', () => {
  it('counts all object streams of a file together: two of 9 MB are refused, one is accepted', { timeout: 60_000 }, async () => {
    const nineMegabytes = await pdfObjectStream([`<< /Padding (${' '.repeat(9 * 1024 * 1024)}) >>`]);
    expect(await verdict(pdfFile({ streams: [nineMegabytes] }))).toBe('ok');
    expect(await verdict(pdfFile({ streams: [nineMegabytes, nineMegabytes] }))).toBe(UNREADABLE);
  });
});

describe('PDF corpus: ordinary CVs as tools export them, and hostile files', () => {
  it.each([
    ['Word 2016 (hybrid cross-reference, object stream, tagged)', wordResume],
    ['LibreOffice Writer (indirect lengths, /OpenAction to page 1)', libreOfficeResume],
    ['Google Docs (Skia, PDF 1.4, links)', googleDocsResume],
    ['Canva-style (object streams, cross-reference stream only)', canvaStyleResume],
    ['linearized (Fast Web View)', linearizedResume],
    ['saved again with an incremental update', updatedResume],
  ])('accepts a CV from %s', async (_, build) => {
    expect(await verdict(await build())).toBe('ok');
  });

  const expectedMessage = { ok: 'ok', 'active-content': ACTIVE, unreadable: UNREADABLE } as const;

  it('answers each hostile file as its name says', { timeout: 60_000 }, async () => {
    const corpus = await hostileResumes();
    expect(corpus.length).toBeGreaterThanOrEqual(25);
    const answers = [];
    for (const { name, bytes } of corpus) answers.push([name, await verdict(bytes)]);
    expect(answers).toEqual(corpus.map(({ name, expected }) => [name, expectedMessage[expected]]));
  });

  it("sees a comment between an object header's tokens as white space, as readers do", async () => {
    // Without the comment the same object is refused as it always was; with it, it must be too.
    const plain = pdfFile({ objects: [] });
    expect(await verdict(plain)).toBe('ok');
    expect(await verdict(pdfFile({ between: `9 0%c\nobj ${JS_ACTION} endobj` }))).toBe(ACTIVE);
    expect(await verdict(pdfFile({ between: `(9 0%c\nobj ${JS_ACTION} endobj)` }))).toBe(UNREADABLE);
  });
});
