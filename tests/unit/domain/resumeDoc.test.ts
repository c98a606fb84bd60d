// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { checkResumeContent } from '../../../src/domain/resume';
import { concat, docFile, docxFile, noise } from '../../fixtures/resumes';

const NOT_DOC = 'This file is not a Word (.doc) document. Choose your resume file itself.';
const ACTIVE =
  'This Word document contains macros or controls, which are not accepted. Save it again as a plain Word document (.doc) and choose that file.';

async function verdict(bytes: Uint8Array): Promise<string> {
  const checked = await checkResumeContent('cv.doc', bytes);
  return checked.ok ? 'ok' : checked.problem.message;
}

const OLE2_SIGNATURE = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The file with the FAT entry of the directory's last sector pointing back to its first: a loop. */
function withLoopingDirectory(bytes: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(bytes);
  const view = new DataView(copy.buffer);
  const first = view.getUint32(0x30, true);
  let at = first;
  for (let next = view.getUint32(512 + 4 * at, true); next !== 0xfffffffe; next = view.getUint32(512 + 4 * at, true)) at = next;
  view.setUint32(512 + 4 * at, first, true);
  return copy;
}

describe('DOC structure', () => {
  it('accepts a compound file with a WordDocument stream', async () => {
    expect(await verdict(docFile())).toBe('ok');
    expect(await verdict(docFile({ minBytes: 100_000 }))).toBe('ok');
  });

  it('follows the directory across sectors by the FAT chain', async () => {
    const streams = [
      '1Table',
      'Data',
      'CompObj',
      'SummaryInformation',
      'DocumentSummaryInformation',
      'ObjectPool',
      'WordDocument',
    ];
    expect(await verdict(docFile({ streams }))).toBe('ok');
  });

  it.each([
    ['a compound file of another kind (an Excel workbook)', docFile({ streams: ['Workbook'] })],
    ['one with WordDocument as a storage, not a stream', docFile({ streams: ['1Table'], storages: ['WordDocument'] })],
    ['the signature followed by noise', concat([OLE2_SIGNATURE, noise(4096)])],
    ['a compound file cut short', docFile({ minBytes: 20_000 }).subarray(0, 1024)],
    ['a directory chain that loops', withLoopingDirectory(docFile({ streams: ['A', 'B', 'C', 'D', 'E', 'WordDocument'] }))],
    ['a .docx', docxFile()],
  ])('refuses %s as not a .doc', async (_, bytes) => {
    expect(await verdict(bytes)).toBe(NOT_DOC);
  });

  it.each(['Macros', 'VBA', '_VBA_PROJECT_CUR'])('refuses a document with a %s storage as active content', async (storage) => {
    expect(await verdict(docFile({ storages: [storage] }))).toBe(ACTIVE);
  });
});
