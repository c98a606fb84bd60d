import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { OFFLINE_COPY_TEXTS as MESSAGES, OfflineCopyControl } from '../../../src/features/offline/OfflineCopyControl';
import { testI18n, Texts } from '../texts';
import { freshDatabase } from './freshDatabase';

/** The control's words in English, as a visitor reads them. */
const english = testI18n('en');
const OFFLINE_COPY_TEXTS = {
  offer: english._(MESSAGES.offer),
  button: english._(MESSAGES.button),
  saving: english._(MESSAGES.saving),
  saved: english._(MESSAGES.saved),
  failed: english._(MESSAGES.failed),
};

/** A worker stand-in: what the page posts to it, and its messages back to the page. */
function fakeWorker() {
  const posted: unknown[] = [];
  const target = new EventTarget();
  const serviceWorker = {
    controller: { postMessage: (message: unknown) => posted.push(message) },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker }));
  const reply = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { posted, reply };
}

function saveData(on: boolean) {
  Object.defineProperty(navigator, 'connection', { value: { saveData: on }, configurable: true });
}

const renderControl = () =>
  render(
    <MantineProvider>
      <Texts>
        <OfflineCopyControl />
      </Texts>
    </MantineProvider>,
  );

beforeEach(freshDatabase);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('saving every job for offline use on Save-Data', () => {
  it('offers it when Save-Data is on, asks the worker on a click and says when it is done', async () => {
    const worker = fakeWorker();
    saveData(true);
    renderControl();
    expect(await screen.findByText(OFFLINE_COPY_TEXTS.offer)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: OFFLINE_COPY_TEXTS.button }));
    expect(worker.posted).toEqual([{ type: 'save-offline-copy' }]);
    expect(screen.getByText(OFFLINE_COPY_TEXTS.saving)).toBeTruthy();
    worker.reply({ type: 'offline-copy-done', complete: true });
    expect(await screen.findByText(OFFLINE_COPY_TEXTS.saved)).toBeTruthy();
  });

  it('shows nothing without Save-Data: the copy is made by itself then', () => {
    fakeWorker();
    saveData(false);
    renderControl();
    // Without Save-Data the effect decides at once, with no read to wait for.
    expect(screen.queryByText(OFFLINE_COPY_TEXTS.offer)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
