import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RecruitingEnquiryBlock } from '../../../src/features/enquiry/RecruitingEnquiryBlock';
import { submitEnquiry, type SubmitOutcome } from '../../../src/outbox/page/submit';
import { renderPage } from '../render';

vi.mock('../../../src/outbox/page/submit', () => ({ submitEnquiry: vi.fn(), submitApplication: vi.fn() }));
const submit = vi.mocked(submitEnquiry);

const VALID = {
  'Full Name or Company Name': 'Kaveri Textiles',
  Email: 'hr@kaveri.example',
  Phone: '+91 98400 12345',
  'Job Title': 'Machine Operators',
  'Nature Of Enquiries': 'We need 12 operators for our Tiruppur unit.',
};

type User = ReturnType<typeof userEvent.setup>;

async function openForm(user: User) {
  await user.click(screen.getByRole('button', { name: 'Start Recruiting Now' }));
  return screen.findByRole('dialog', { name: 'Start Recruiting Now' });
}

async function fill(user: User, dialog: HTMLElement, values: Partial<typeof VALID>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label, { exact: false });
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  }
}

/** Opens the form, fills it with VALID and presses Submit: the dialog, for what follows. */
async function openAndSubmitValid(user: User) {
  const dialog = await openForm(user);
  await fill(user, dialog, VALID);
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return dialog;
}

function deferred() {
  let resolve: (outcome: SubmitOutcome) => void = () => {};
  const promise = new Promise<SubmitOutcome>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  submit.mockReset();
  // Mantine keeps notifications in a module-level store that outlives each render.
  notifications.clean();
});

describe('Recruiting enquiry', () => {
  it("has the five fields with the spec's labels and input types", async () => {
    const user = userEvent.setup();
    renderPage(<RecruitingEnquiryBlock />);
    expect(screen.getByRole('heading', { name: 'Recruiting?' })).toBeTruthy();
    const dialog = await openForm(user);
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
    expect(field('Full Name or Company Name').getAttribute('type') ?? 'text').toBe('text');
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Phone').getAttribute('type')).toBe('tel');
    expect(field('Job Title').tagName).toBe('INPUT');
    expect(field('Nature Of Enquiries').tagName).toBe('TEXTAREA');
    for (const label of Object.keys(VALID)) expect(field(label).hasAttribute('required')).toBe(true);
  });

  it('requires all five fields and a valid email before sending anything', async () => {
    const user = userEvent.setup();
    renderPage(<RecruitingEnquiryBlock />);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Full Name or Company Name is required',
      'Enter a valid email address',
      'Phone is required',
      'Job Title is required',
      'Nature Of Enquiries is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    await fill(user, dialog, { ...VALID, Email: 'not-an-email' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Enter a valid email address')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('reads "Submitting..." and is disabled while sending; on success it clears, closes and thanks for 3 seconds', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    const pending = deferred();
    submit.mockReturnValue(pending.promise);
    renderPage(<RecruitingEnquiryBlock />);
    const dialog = await openAndSubmitValid(user);

    const sending = await within(dialog).findByRole('button', { name: 'Submitting...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({
      companyName: 'Kaveri Textiles',
      email: 'hr@kaveri.example',
      phone: '+91 98400 12345',
      jobTitle: 'Machine Operators',
      description: 'We need 12 operators for our Tiruppur unit.',
    });
    expect(submit.mock.calls[0]?.[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    pending.resolve({ kind: 'delivered' });
    expect(await screen.findByText('Thank you! Our team will get back to you soon.')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', autoClose: 3000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Recruiting Now' })).toBeNull());

    const reopened = await openForm(user);
    for (const label of Object.keys(VALID)) {
      expect((within(reopened).getByLabelText(label, { exact: false }) as HTMLInputElement).value).toBe('');
    }
  });

  it('shows the failure alert in the form and keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ kind: 'refused', message: 'Enter a valid phone number' });
    renderPage(<RecruitingEnquiryBlock />);
    const dialog = await openAndSubmitValid(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Failed to submit the form. Please try again later.');
    expect((within(dialog).getByLabelText('Job Title', { exact: false }) as HTMLInputElement).value).toBe('Machine Operators');
    expect(within(dialog).getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the same alert on a network failure, and a retry of the unchanged form reuses its key', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValueOnce({ kind: 'error', message: 'Failed to fetch' }).mockResolvedValue({ kind: 'delivered' });
    renderPage(<RecruitingEnquiryBlock />);
    const dialog = await openAndSubmitValid(user);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to submit the form. Please try again later.');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you! Our team will get back to you soon.');
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[1]).toBe(submit.mock.calls[0]?.[1]);
  });

  it('makes a new key when the form changed after a failure, and for the next enquiry', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValueOnce({ kind: 'error', message: 'Failed to fetch' }).mockResolvedValue({ kind: 'delivered' });
    renderPage(<RecruitingEnquiryBlock />);
    let dialog = await openAndSubmitValid(user);
    await within(dialog).findByRole('alert');
    await fill(user, dialog, { 'Job Title': 'Weavers' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Recruiting Now' })).toBeNull());

    dialog = await openAndSubmitValid(user);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(3));
    const keys = submit.mock.calls.map((call) => call[1]);
    expect(new Set(keys).size).toBe(3);
  });

  it('closes and says the enquiry is saved on the device when it waits, offline', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ kind: 'waiting', why: 'offline' });
    renderPage(<RecruitingEnquiryBlock />);
    await openAndSubmitValid(user);
    expect(
      await screen.findByText(
        'You are offline. Your enquiry is saved on this device and will be sent automatically when you are back online.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Thank you! Our team will get back to you soon.')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Recruiting Now' })).toBeNull());
  });

  it('names a busy server, not "offline", when the server asked to wait', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ kind: 'waiting', why: 'busy', until: Date.now() + 30_000 });
    renderPage(<RecruitingEnquiryBlock />);
    await openAndSubmitValid(user);
    expect(
      await screen.findByText(
        /^Your enquiry is saved on this device\. The server is busy and asked us to wait\. It will be sent automatically in \d+ s\.$/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderPage(<RecruitingEnquiryBlock />);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start Recruiting Now' })).toBeNull());
  });
});
