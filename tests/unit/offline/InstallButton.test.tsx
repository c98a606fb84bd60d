import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { InstallButton } from '../../../src/features/offline/InstallButton';
import { Texts } from '../texts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderButton = () =>
  render(
    <MantineProvider>
      <Texts>
        <InstallButton />
      </Texts>
    </MantineProvider>,
  );

describe('the install button on an iPhone browser tab', () => {
  it('keeps its how-to open when the header is mounted anew (the fallback header gives way to the layout)', async () => {
    const first = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Install app' }));
    await screen.findByText('Tap Share, then Add to Home Screen.');

    first.unmount();
    renderButton();

    expect(await screen.findByText('Tap Share, then Add to Home Screen.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    await waitFor(() => expect(screen.queryByText('Tap Share, then Add to Home Screen.')).toBeNull());
  });
});
