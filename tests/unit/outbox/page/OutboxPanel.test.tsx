import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import mark from '../../../../src/components/HeaderMark.module.css';
import type { Language } from '../../../../src/domain/languages';
import { newOutboxItem } from '../../../../src/outbox/item/outboxItem';
import { OutboxPanel } from '../../../../src/outbox/page/OutboxPanel';
import { addToOutbox, outboxItems, updateOutboxItem } from '../../../../src/outbox/shared/outbox';
import { publishOutboxEvent } from '../../../../src/outbox/shared/outboxEvents';
import { freshDatabase } from '../../offline/freshDatabase';
import { Texts } from '../../texts';

beforeEach(freshDatabase);
afterEach(cleanup);

const renderPanel = (language: Language = 'en') =>
  render(
    <MantineProvider>
      <Texts language={language}>
        <OutboxPanel />
      </Texts>
    </MantineProvider>,
  );

async function queueEnquiry(key: string, companyName: string): Promise<void> {
  await addToOutbox(
    newOutboxItem({ kind: 'enquiry', fields: { companyName }, resume: null, resumeFileName: null }, key, Date.now()),
  );
  publishOutboxEvent({ type: 'changed' });
}

describe('the waiting submissions panel', () => {
  it('shows nothing while nothing waits, then a badge with the count', async () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: /Waiting to send/ })).toBeNull();

    await queueEnquiry('a', 'Kaveri Textiles');
    await queueEnquiry('b', 'Anna Motors');

    const badge = await screen.findByRole('button', { name: /Waiting to send/ });
    await waitFor(() => expect(badge.textContent).toContain('2'));
  });

  it('lists each submission, shows the server message of a refused one, and discards on request', async () => {
    await queueEnquiry('a', 'Kaveri Textiles');
    await updateOutboxItem('a', (item) => ({
      ...item,
      status: 'refused',
      attempts: 1,
      lastError: 'Enter a valid email address',
    }));
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: /Waiting to send/ }));
    const panel = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(within(panel).getByText('Recruiting enquiry from Kaveri Textiles')).toBeTruthy();
    expect(within(panel).getByText(/Enter a valid email address/)).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Discard' }));
    await within(panel).findByText(/Nothing is waiting/);
    expect(await outboxItems()).toEqual([]);
  });

  it('says the server asked to wait, and that it will be sent automatically, while its Retry-After runs', async () => {
    await queueEnquiry('a', 'Kaveri Textiles');
    await updateOutboxItem('a', (item) => ({
      ...item,
      attempts: 1,
      lastError: 'The server answered 429.',
      serverWaitUntil: Date.now() + 90_000,
    }));
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: /Waiting to send/ }));
    const panel = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(
      within(panel).getByText(/The server is busy and asked us to wait\. It will be sent automatically in 2 min\./),
    ).toBeTruthy();
  });

  it("says a failed try in plain words, never the browser's error, in English and Tamil", async () => {
    await queueEnquiry('a', 'Kaveri Textiles');
    await updateOutboxItem('a', (item) => ({ ...item, attempts: 1, lastError: 'Network error: Failed to fetch' }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Waiting to send/ }));
    const panel = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(within(panel).getByText(/Last try: The server could not be reached\./)).toBeTruthy();
    expect(panel.textContent).not.toMatch(/Failed to fetch|Network error/);
  });

  it("words a refusal without the server's reason plainly, with no status code", async () => {
    await queueEnquiry('a', 'Kaveri Textiles');
    await updateOutboxItem('a', (item) => ({
      ...item,
      status: 'refused',
      attempts: 1,
      lastError: 'The server refused it (status 400).',
    }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Waiting to send/ }));
    const panel = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(within(panel).getByText(/The server refused it\. Correct the form/)).toBeTruthy();
    expect(panel.textContent).not.toMatch(/status 400/);
  });

  it('stays open when the header is mounted anew (the fallback header gives way to the layout)', async () => {
    await queueEnquiry('a', 'Kaveri Textiles');
    const first = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Waiting to send/ }));
    await screen.findByRole('dialog', { name: 'Waiting to be sent' });

    first.unmount();
    renderPanel();

    const panel = await screen.findByRole('dialog', { name: 'Waiting to be sent' });
    expect(await within(panel).findByText('Recruiting enquiry from Kaveri Textiles')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
  });

  it('names the badge with the whole phrase in Tamil too, the words hidden from sight beside its mark', async () => {
    await queueEnquiry('a', 'Kaveri Textiles');
    renderPanel('ta');

    const badge = await screen.findByRole('button', { name: /அனுப்பக் காத்திருக்கிறது/ });
    // The header shows the mark and the count; the whole phrase is its name and its title.
    const hidden = [...badge.querySelectorAll(`.${mark.words}`)].map((part) => part.textContent);
    expect(hidden).toEqual(['அனுப்பக் காத்திருக்கிறது']);
    expect(badge.getAttribute('title')).toBe('அனுப்பக் காத்திருக்கிறது');
    await userEvent.click(badge);
    const panel = await screen.findByRole('dialog', { name: 'அனுப்பக் காத்திருப்பவை' });
    expect(within(panel).getByRole('button', { name: 'இப்போதே அனுப்பு' })).toBeTruthy();
  });
});
