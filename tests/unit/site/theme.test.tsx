import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import NoticeHost from '../../../src/app/NoticeHost';
import { theme } from '../../../src/app/theme';
import type { Language } from '../../../src/domain/languages';
import { Texts } from '../texts';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

it.each([
  ['en', 'Close notice'],
  ['ta', 'அறிவிப்பை மூடு'],
] as [Language, string][])('gives every notice a close button that a screen reader can name (%s)', async (language, name) => {
  render(
    <MantineProvider theme={theme} env="test">
      <Texts language={language}>
        <NoticeHost />
      </Texts>
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ title: 'Sent', message: 'Your enquiry was delivered.' });
  });
  expect(await screen.findByRole('button', { name })).toBeTruthy();
});
