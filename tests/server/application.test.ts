import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { countRows } from '../../server/repositories/counts';
import { apiPaths } from '../../src/contract/paths';
import { docFile, docxFile, pdfFile } from '../fixtures/resumes';
import { applicationFields, applicationForm, formPost, samplePdf } from './support/forms';
import { testAppForThisBlock } from './support/testApp';

const RESUME_LIMIT = 200 * 1024;

describe('POST application', () => {
  const t = testAppForThisBlock({ resumeMaxBytes: RESUME_LIMIT });

  const post = (init: RequestInit) => t.request(apiPaths.application, init);
  const applications = () => countRows(t.db.kysely, 'applications');

  it('stores the fields and the resume byte-exact in one row and answers 201', async () => {
    const bytes = docxFile({ minBytes: 150_000 });
    const res = await post(formPost(applicationForm({ resume: { name: 'Priya CV.docx', bytes } })));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body.message).toBe('Application submitted successfully!');
    const row = await t.db.kysely.selectFrom('applications').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: applicationFields.fullname,
      mobile: applicationFields.mobile,
      email: applicationFields.email,
      address: applicationFields.address,
      pincode: applicationFields.pincode,
      experience_years: 3,
      previous_role: applicationFields.role,
      job_id: '1',
      job_title: 'Accounts Executive',
      job_location: 'Chennai',
      job_type: 'Full Time',
      company_name: 'Alpha Finserv',
      job_start_date: '2025-01-01',
      job_end_date: '2025-02-01',
      resume_name: 'Priya CV.docx',
      resume_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      resume_size: bytes.length,
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(row.resume_sha256).toBe(sha256);
    expect(createHash('sha256').update(row.resume).digest('hex')).toBe(sha256);
  });

  it('accepts an application without the optional job fields', async () => {
    const res = await post(
      formPost(applicationForm({ omit: ['jobid', 'jobname', 'location', 'jobtype', 'companyname', 'startdate', 'enddate'] })),
    );
    expect(res.status).toBe(201);
  });

  it.each([
    ['.pdf', pdfFile()],
    ['.doc', docFile()],
    ['.DOCX', docxFile()],
  ])('accepts a real %s resume', async (ext, bytes) => {
    const res = await post(formPost(applicationForm({ resume: { name: `cv${ext}`, bytes } })));
    expect(res.status).toBe(201);
  });

  it('answers 400 naming a missing field and stores nothing', async () => {
    const before = await applications();
    const res = await post(formPost(applicationForm({ omit: ['fullname'] })));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ fullname: 'Full Name is required' });
    expect(body.message).toBe('Please check the form: Full Name is required.');
    expect(await applications()).toBe(before);
  });

  it('answers 400 naming every bad field at once, the missing resume included', async () => {
    const res = await post(formPost(applicationForm({ fields: { email: 'nope', experience: 'many' }, resume: null })));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'experience', 'resume']);
    expect(body.errors.resume).toBe('Resume is required');
  });

  it('answers 400 when the resume field is text instead of a file, or an empty file', async () => {
    const form = applicationForm({ resume: null });
    form.append('resume', 'cv.pdf');
    expect((await post(formPost(form))).status).toBe(400);
    const empty = await post(formPost(applicationForm({ resume: { name: 'cv.pdf', bytes: new Uint8Array() } })));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: Record<string, string> }).errors.resume).toMatch(/empty/);
  });

  it('answers 415 for a text file renamed .pdf', async () => {
    const res = await post(
      formPost(
        applicationForm({ resume: { name: 'cv.pdf', bytes: Buffer.from('Just some text, not a PDF'), type: 'application/pdf' } }),
      ),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'This file is not a PDF document. Choose your resume file itself.' });
  });

  it('answers 415 for a PDF renamed .docx (the content must match the extension)', async () => {
    const res = await post(formPost(applicationForm({ resume: { name: 'cv.docx', bytes: samplePdf.bytes } })));
    expect(res.status).toBe(415);
  });

  it.each(['cv.txt', 'cv.exe', 'cv.pdf.exe', 'cv'])('answers 415 for a resume named %s', async (name) => {
    const res = await post(formPost(applicationForm({ resume: { name, bytes: samplePdf.bytes } })));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe('The resume must be a .pdf, .doc or .docx file');
  });

  it('answers 413 for a resume just over the limit that fits the body allowance', async () => {
    const res = await post(
      formPost(applicationForm({ resume: { name: 'big.pdf', bytes: pdfFile({ minBytes: RESUME_LIMIT + 1 }) } })),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The resume must be at most 0.2 MB' });
  });

  it('answers 413 for a body far over the limit without a Content-Length (counted while streaming)', async () => {
    const before = await applications();
    const res = await post(
      formPost(applicationForm({ resume: { name: 'huge.pdf', bytes: pdfFile({ minBytes: 3 * 1024 * 1024 }) } })),
    );
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await applications()).toBe(before);
  });

  it('answers 413 from the Content-Length alone, before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await post({
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(30 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it.each([['application/json'], ['application/x-www-form-urlencoded'], ['text/plain']])(
    'answers 415 for Content-Type %s',
    async (type) => {
      const res = await post({ method: 'POST', headers: { 'Content-Type': type }, body: 'fullname=x' });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { message: string }).message).toMatch(/multipart\/form-data/);
    },
  );

  it('answers 400 for a multipart body that cannot be parsed', async () => {
    const res = await post({
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
      body: 'this is not multipart',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('The form data could not be read. Please try again.');
  });
});
