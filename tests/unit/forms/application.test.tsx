import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useApply } from '../../../src/components/useApply';
import { apiPaths } from '../../../src/contract/paths';
import { decodeJob, decodeJobSummary } from '../../../src/contract/wire';
import type { Job, JobSummary } from '../../../src/domain/entities';
import { ApplicationProvider } from '../../../src/features/apply/ApplicationProvider';
import { submitApplication, type SubmitOutcome } from '../../../src/outbox/page/submit';
import { docxFile, pdfFile } from '../../fixtures/resumes';
import { installFakeApi } from '../fakeApi';
import { nth } from '../present';
import { renderPage } from '../render';
import { WIRE_JOBS, wireJob } from '../wireData';

vi.mock('../../../src/outbox/page/submit', () => ({ submitEnquiry: vi.fn(), submitApplication: vi.fn() }));
const submit = vi.mocked(submitApplication);

const FULL_JOB: Job = decodeJob(wireJob(1));
const LIST_JOB: JobSummary = decodeJobSummary(nth(WIRE_JOBS, 2));

/** An "Apply Now" of some page, inside the application form's provider as src/app mounts it. */
function ApplyButton({ job }: { job: JobSummary | Job }) {
  const apply = useApply();
  return (
    <button type="button" onClick={() => apply(job)}>
      Apply Now
    </button>
  );
}

const renderApplyButton = (job: JobSummary | Job) =>
  renderPage(
    <ApplicationProvider>
      <ApplyButton job={job} />
    </ApplicationProvider>,
  );

const VALID = {
  'Full Name': 'Priya Raman',
  Mobile: '9840012345',
  Email: 'priya@example.com',
  Pincode: '600042',
  'Years of Experience': '3',
  'Previous Role': 'Junior Developer',
  Address: '12 Lake View Road\nVelachery, Chennai',
};

const pdf = (name = 'priya-cv.pdf') => new File([pdfFile()], name, { type: 'application/pdf' });

/** A PDF that reports `size` bytes (happy-dom is slow to build a real 5 MB File). */
function pdfOfSize(size: number): File {
  const file = pdf('big.pdf');
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The API's limits endpoint answering `limits`, or 404 for null; the jobs are not needed here. */
function answerLimits(limits: unknown) {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    limits !== null && new URL(String(input), 'http://localhost').pathname === apiPaths.limits
      ? Response.json(limits)
      : Response.json({ message: 'Not found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type User = ReturnType<typeof userEvent.setup>;

async function openForm(user: User, title: string) {
  await user.click(screen.getByRole('button', { name: 'Apply Now' }));
  return screen.findByRole('dialog', { name: `Apply for ${title}` });
}

async function fill(user: User, dialog: HTMLElement, values: Partial<typeof VALID>, file: File | null = pdf()) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: false });
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  }
  if (file) await user.upload(nth(dialog.querySelectorAll<HTMLInputElement>('input[type="file"]'), 0), file);
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Submit Application' });

async function applyWith(outcome: SubmitOutcome, job: Job | JobSummary = FULL_JOB) {
  const user = userEvent.setup();
  submit.mockResolvedValue(outcome);
  renderApplyButton(job);
  const dialog = await openForm(user, job.title);
  await fill(user, dialog, VALID);
  await user.click(submitButton(dialog));
  const result = await screen.findByRole('dialog', {
    name: outcome.kind === 'delivered' ? 'Success' : outcome.kind === 'waiting' ? 'Saved' : 'Error',
  });
  return { user, dialog, result };
}

beforeEach(() => {
  submit.mockReset();
  answerLimits(null); // by default an API without the limits endpoint (the agency's): the 5 MB default applies
});
afterEach(() => vi.unstubAllGlobals());

describe('application form', () => {
  it("has the required fields with the spec's types and a resume input for .pdf, .doc and .docx", async () => {
    const user = userEvent.setup();
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
    expect(field('Mobile').getAttribute('type')).toBe('tel');
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Years of Experience').getAttribute('type')).toBe('number');
    expect(field('Address').tagName).toBe('TEXTAREA');
    for (const label of Object.keys(VALID)) expect(field(label).hasAttribute('required')).toBe(true);
    expect(dialog.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.pdf,.doc,.docx');
  });

  it('requires every field and the resume before sending anything', async () => {
    const user = userEvent.setup();
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');
    await user.click(submitButton(dialog));
    for (const message of [
      'Full Name is required',
      'Mobile is required',
      'Enter a valid email address',
      'Pincode is required',
      'Years of Experience is required',
      'Previous Role is required',
      'Address is required',
      'Resume is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a resume with another extension, an oversized one and a renamed text file, before upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');

    await fill(user, dialog, VALID, new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    await user.click(submitButton(dialog));
    expect(within(dialog).getByText('The resume must be a .pdf, .doc or .docx file')).toBeTruthy();

    await fill(user, dialog, {}, pdfOfSize(5 * 1024 * 1024 + 1));
    await user.click(submitButton(dialog));
    expect(within(dialog).getByText('The resume must be at most 5 MB')).toBeTruthy();

    await fill(user, dialog, {}, new File(['just some text'], 'notes.pdf', { type: 'application/pdf' }));
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('This file is not a PDF document. Choose your resume file itself.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("checks the resume's structure before upload: a PDF with a script or a .docx with macros never leaves the browser", async () => {
    const user = userEvent.setup();
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');

    const scripted = new File([pdfFile({ objects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] })], 'cv.pdf', {
      type: 'application/pdf',
    });
    await fill(user, dialog, VALID, scripted);
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText(/^This PDF contains scripts, launch actions or attached files/)).toBeTruthy();

    const macros = new File([docxFile({ extraParts: [{ name: 'word/vbaProject.bin', data: new Uint8Array([1]) }] })], 'cv.docx');
    await fill(user, dialog, {}, macros);
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText(/^This Word document contains macros or controls/)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a resume over the limit the server gives, though it is under 5 MB', async () => {
    const api = answerLimits({ resumeMaxBytes: 100 * 1024 });
    const user = userEvent.setup();
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');
    expect(await within(dialog).findByText('A .pdf, .doc or .docx file, at most 0.1 MB')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(apiPaths.limits, expect.anything());

    await fill(user, dialog, VALID, pdfOfSize(100 * 1024 + 1));
    await user.click(submitButton(dialog));
    expect(within(dialog).getByText('The resume must be at most 0.1 MB')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps the 5 MB default when the limits answer is not usable', async () => {
    const api = answerLimits({ resumeMaxBytes: 'a lot' });
    const user = userEvent.setup();
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');
    await waitFor(() => expect(api).toHaveBeenCalled());
    await fill(user, dialog, VALID, pdfOfSize(5 * 1024 * 1024 + 1));
    await user.click(submitButton(dialog));
    expect(within(dialog).getByText('The resume must be at most 5 MB')).toBeTruthy();
    expect(within(dialog).getByText('A .pdf, .doc or .docx file, at most 5 MB')).toBeTruthy();
  });

  it('sends the applicant, the job\'s fields and the resume with an idempotency key; reads "Submitting..." meanwhile', async () => {
    const user = userEvent.setup();
    let finish: (outcome: SubmitOutcome) => void = () => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');
    const file = pdf();
    await fill(user, dialog, VALID, file);
    await user.click(submitButton(dialog));

    const sending = await within(dialog).findByRole('button', { name: 'Submitting...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    const [fields, resume, key] = nth(submit.mock.calls, 0);
    expect(fields).toEqual({
      fullname: 'Priya Raman',
      mobile: '9840012345',
      email: 'priya@example.com',
      pincode: '600042',
      experience: 3,
      role: 'Junior Developer',
      address: '12 Lake View Road\nVelachery, Chennai',
      jobid: '1',
      jobname: 'Senior Developer',
      location: 'Chennai',
      jobtype: 'Full Time',
      companyname: 'Acme',
      startdate: '2025-01-10',
      enddate: '2025-02-28',
    });
    expect(resume.fileName).toBe('priya-cv.pdf');
    expect(resume.blob).toBe(file);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    finish({ kind: 'delivered' });
    await screen.findByRole('dialog', { name: 'Success' });
  });

  it('adds the application dates of a related job, which the list does not carry', async () => {
    installFakeApi();
    await applyWith({ kind: 'delivered' }, LIST_JOB);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      jobid: '3',
      jobname: 'Data Entry Operator',
      location: 'Coimbatore',
      jobtype: 'Contract',
      companyname: 'Typewise',
      startdate: '2025-01-10',
      enddate: '2025-02-28',
    });
  });

  it('on success closes the form and shows "Success" with the spec\'s text, a countdown and Close Now', async () => {
    const { user, result } = await applyWith({ kind: 'delivered' });
    expect(within(result).getByText('Application submitted successfully!')).toBeTruthy();
    expect(within(result).getByText(/^Closing in \d+ seconds\.\.\.$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply for Senior Developer' })).toBeNull());

    await user.click(within(result).getByRole('button', { name: 'Close Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull());

    // The next application starts from an empty form.
    const dialog = await openForm(user, 'Senior Developer');
    expect((within(dialog).getByLabelText('Full Name', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('shows the server\'s refusal as "Error", and keeps the form open with what was typed', async () => {
    const { user, dialog, result } = await applyWith({ kind: 'refused', message: 'Pincode is not valid' });
    expect(within(result).getByText('Failed to submit the application: Pincode is not valid')).toBeTruthy();
    await user.click(within(result).getByRole('button', { name: 'Close Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Apply for Senior Developer' })).toBe(dialog);
    expect((within(dialog).getByLabelText('Pincode', { exact: false }) as HTMLInputElement).value).toBe('600042');
  });

  it('shows a network failure as "Error", and a retry of the unchanged form reuses its key', async () => {
    const { user, dialog, result } = await applyWith({ kind: 'error', message: 'Failed to fetch' });
    expect(within(result).getByText('An error occurred. Please try again.')).toBeTruthy();
    await user.click(within(result).getByRole('button', { name: 'Close Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());

    submit.mockResolvedValue({ kind: 'delivered' });
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(submit.mock.calls[1]?.[2]).toBe(submit.mock.calls[0]?.[2]);
  });

  it('makes a new key once the form changed', async () => {
    const { user, dialog, result } = await applyWith({ kind: 'error', message: 'Failed to fetch' });
    await user.click(within(result).getByRole('button', { name: 'Close Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    await fill(user, dialog, { Pincode: '600043' }, null);
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: 'Error' });
    expect(submit.mock.calls[1]?.[2]).not.toBe(submit.mock.calls[0]?.[2]);
  });

  it('says "Saved", not "Error", when the application was kept on the device offline', async () => {
    const { result } = await applyWith({ kind: 'waiting', why: 'offline' });
    expect(
      within(result).getByText(
        'You are offline. Your application is saved on this device and will be sent automatically when you are back online.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply for Senior Developer' })).toBeNull());
  });

  it('names a busy server, not "offline", when the server asked to wait', async () => {
    const { result } = await applyWith({ kind: 'waiting', why: 'busy', until: Date.now() + 90_000 });
    expect(
      within(result).getByText(
        /^Your application is saved on this device\. The server is busy and asked us to wait\. It will be sent automatically in (1|2) min\.$/,
      ),
    ).toBeTruthy();
    expect(within(result).queryByText(/offline/)).toBeNull();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderApplyButton(FULL_JOB);
    const dialog = await openForm(user, 'Senior Developer');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply for Senior Developer' })).toBeNull());
  });
});
