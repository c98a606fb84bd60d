import { describe, expect, it } from 'vitest';

import { countRows } from '../../server/repositories/counts';
import { apiPaths } from '../../src/contract/paths';
import { hostileResumes } from '../fixtures/hostileResumes';
import { ordinaryResumes } from '../fixtures/ordinaryResumes';
import { docFile, docxFile, latin1Bytes, pdfFile, zipFile } from '../fixtures/resumes';
import { applicationForm, formPost } from './support/forms';
import { testAppForThisBlock } from './support/testApp';

/** The server runs the domain's structure checks (tests/unit/domain) again: one case of each kind here. */
describe('POST application: resume content and name', () => {
  const t = testAppForThisBlock();

  const send = (name: string, bytes: Uint8Array) =>
    t.request(apiPaths.application, formPost(applicationForm({ resume: { name, bytes } })));

  const pdfActive =
    'This PDF contains scripts, launch actions or attached files, which are not accepted. Save it again as a plain PDF (for example with "Print to PDF") and choose that file.';
  const wordActive = (ext: string) =>
    `This Word document contains macros or controls, which are not accepted. Save it again as a plain Word document (${ext}) and choose that file.`;

  it.each([
    [
      '"%PDF-" then HTML and a script',
      'cv.pdf',
      latin1Bytes('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'),
      'This file is not a PDF document. Choose your resume file itself.',
    ],
    [
      '"%PDF-" then a program',
      'cv.pdf',
      latin1Bytes('%PDF-1.4\nMZ\x90\x00This program cannot be run in DOS mode\n'),
      'This file is not a PDF document. Choose your resume file itself.',
    ],
    [
      'a PDF with a JavaScript action (#xx-escaped)',
      'cv.pdf',
      pdfFile({ objects: ['<< /S /J#61vaScript /JS (app.alert\\(1\\)) >>'] }),
      pdfActive,
    ],
    ['a PDF with a Launch action', 'cv.pdf', pdfFile({ objects: ['<< /S /Launch /F (cmd.exe) >>'] }), pdfActive],
    ['a PDF with an attached file', 'cv.pdf', pdfFile({ objects: ['<< /Type /EmbeddedFile /Length 0 >>'] }), pdfActive],
    [
      'an encrypted PDF',
      'cv.pdf',
      pdfFile({ trailer: '/Encrypt 9 0 R' }),
      'This PDF is encrypted or built in a way that cannot be checked. Save it again as a plain PDF (for example with "Print to PDF") and choose that file.',
    ],
    [
      'any ZIP named .docx',
      'cv.docx',
      zipFile([{ name: 'payload.js', data: 'alert(1)' }]),
      'This file is not a Word (.docx) document. Choose your resume file itself.',
    ],
    [
      'a .docx with VBA macros',
      'cv.docx',
      docxFile({ extraParts: [{ name: 'word/vbaProject.bin', data: new Uint8Array([1, 2, 3]) }] }),
      wordActive('.docx'),
    ],
    [
      'a compound file without a WordDocument stream',
      'cv.doc',
      docFile({ streams: ['Workbook'] }),
      'This file is not a Word (.doc) document. Choose your resume file itself.',
    ],
    ['a .doc with a Macros storage', 'cv.doc', docFile({ storages: ['Macros'] }), wordActive('.doc')],
  ])('answers 415 for %s, storing nothing', async (_, name, bytes, message) => {
    const before = await countRows(t.db.kysely, 'applications');
    const res = await send(name, bytes);
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message });
    expect(await countRows(t.db.kysely, 'applications')).toBe(before);
  });

  it('answers 415 for a name that hides another extension behind a NUL', async () => {
    const res = await send('cv.exe\0.pdf', pdfFile());
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'The resume must be a .pdf, .doc or .docx file' });
  });

  it.each([
    ['../../../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\priya\\cv.pdf', 'cv.pdf'],
    ['<script>alert(1)</script>.pdf', 'script_.pdf'],
    ['<b onmouseover=alert(1)>cv</b>.pdf', 'b_.pdf'],
    ['Priya\r\nCV.DOCX', 'PriyaCV.docx'],
    [`${'long '.repeat(40)}cv.doc`, `${'long '.repeat(19)}l.doc`], // 100 characters
  ])('stores the resume sent as %j under %j', async (sent, stored) => {
    const ext = stored.slice(stored.lastIndexOf('.'));
    const bytes = ext === '.pdf' ? pdfFile() : ext === '.docx' ? docxFile() : docFile();
    const res = await send(sent, bytes);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await t.db.kysely
      .selectFrom('applications')
      .select(['resume_name', 'resume_size'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ resume_name: stored, resume_size: bytes.length });
  });

  const pdfUnreadable =
    'This PDF is encrypted or built in a way that cannot be checked. Save it again as a plain PDF (for example with "Print to PDF") and choose that file.';

  it('accepts every ordinary CV of the corpus (Word, LibreOffice, Google Docs, Canva-style, linearized, updated)', async () => {
    for (const [name, bytes] of await ordinaryResumes()) {
      const res = await send('cv.pdf', bytes);
      expect([name, res.status]).toEqual([name, 201]);
    }
  });

  it('answers every hostile PDF of the corpus as its name says, storing none that is refused', { timeout: 120_000 }, async () => {
    const before = await countRows(t.db.kysely, 'applications');
    let accepted = 0;
    const answers: [string, number, string][] = [];
    const expected: [string, number, string][] = [];
    for (const { name, expected: verdict, bytes } of await hostileResumes()) {
      const res = await send('cv.pdf', bytes);
      const body = (await res.json()) as { message?: string };
      answers.push([name, res.status, res.status === 201 ? 'stored' : (body.message ?? '')]);
      if (verdict === 'ok') accepted++;
      expected.push(
        verdict === 'ok' ? [name, 201, 'stored'] : [name, 415, verdict === 'active-content' ? pdfActive : pdfUnreadable],
      );
    }
    expect(answers).toEqual(expected);
    expect(await countRows(t.db.kysely, 'applications')).toBe(before + accepted);
  });
});
