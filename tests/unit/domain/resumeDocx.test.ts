// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { checkResumeContent } from '../../../src/domain/resume';
import type { ZipPart } from '../../fixtures/resumes';
import { compress, DOCX_CONTENT_TYPES, docxFile, docxParts, pdfFile, zipFile } from '../../fixtures/resumes';

const NOT_DOCX = 'This file is not a Word (.docx) document. Choose your resume file itself.';
const ACTIVE =
  'This Word document contains macros or controls, which are not accepted. Save it again as a plain Word document (.docx) and choose that file.';

async function verdict(bytes: Uint8Array): Promise<string> {
  const checked = await checkResumeContent('cv.docx', bytes);
  return checked.ok ? 'ok' : checked.problem.message;
}

const withParts = (change: (parts: ZipPart[]) => ZipPart[]) => zipFile(change(docxParts()));
const MACRO_TYPES = DOCX_CONTENT_TYPES.replace(
  'wordprocessingml.document.main+xml',
  'wordprocessingml.document.main+xml"/><Override PartName="/word/vbaData.xml" ContentType="application/vnd.ms-word.vbaData+xml',
).replace(
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.ms-word.document.macroEnabled.main+xml',
);

describe('DOCX structure', () => {
  it('accepts a Word package, stored or compressed', async () => {
    expect(await verdict(docxFile())).toBe('ok');
    expect(await verdict(docxFile({ minBytes: 200_000 }))).toBe('ok');
    const deflated = await Promise.all(
      docxParts().map(async (part) => ({
        ...part,
        deflated: await compress(new TextEncoder().encode(String(part.data)), 'deflate-raw'),
      })),
    );
    expect(await verdict(zipFile(deflated))).toBe('ok');
  });

  it.each([
    ['a PDF', pdfFile()],
    ['any other ZIP', zipFile([{ name: 'notes.txt', data: 'hello' }])],
    ['a package without word/document.xml', withParts((parts) => parts.filter((p) => p.name !== 'word/document.xml'))],
    ['a package without [Content_Types].xml', withParts((parts) => parts.filter((p) => p.name !== '[Content_Types].xml'))],
    [
      'a package that declares no Word document',
      withParts((parts) => parts.map((p) => (p.name === '[Content_Types].xml' ? { ...p, data: '<Types/>' } : p))),
    ],
    ['a package with two parts of one name', withParts((parts) => [...parts, { name: 'WORD/document.xml', data: '<x/>' }])],
    ['a ZIP signature and nothing else', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])],
    ['a package cut short', docxFile().subarray(0, 300)],
    ['a package without its end record', docxFile().subarray(0, docxFile().length - 22)],
  ])('refuses %s as not a .docx', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(NOT_DOCX);
  });

  it.each([
    ['a VBA project', [{ name: 'word/vbaProject.bin', data: new Uint8Array([1, 2, 3]) }]],
    ['a VBA project anywhere, in any case', [{ name: 'customXml/VBAPROJECT.BIN', data: new Uint8Array([1]) }]],
    ['VBA data', [{ name: 'word/vbaData.xml', data: '<wne:vbaSuppData/>' }]],
    ['an ActiveX control', [{ name: 'word/activeX/activeX1.xml', data: '<ax:ocx/>' }]],
  ])('refuses a package with %s as active content', async (_, extraParts) => {
    expect(await verdict(docxFile({ extraParts }))).toBe(ACTIVE);
  });

  it('refuses a macro-enabled document (.docm) renamed .docx, its content types compressed', async () => {
    const types = new TextEncoder().encode(MACRO_TYPES);
    const docm = withParts((parts) => parts.map((p) => (p.name === '[Content_Types].xml' ? { ...p, data: types } : p)));
    expect(await verdict(docm)).toBe(ACTIVE);
    const deflated = await compress(types, 'deflate-raw');
    expect(
      await verdict(
        withParts((parts) => parts.map((p) => (p.name === '[Content_Types].xml' ? { ...p, data: types, deflated } : p))),
      ),
    ).toBe(ACTIVE);
  });
});
