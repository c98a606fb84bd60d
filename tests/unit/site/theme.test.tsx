import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

import { theme } from '../../../src/app/theme';

afterEach(cleanup);

it('gives every notice a close button that a screen reader can name', async () => {
  render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ title: 'Sent', message: 'Your enquiry was delivered.' });
  });
  expect(await screen.findByRole('button', { name: 'Close notice' })).toBeTruthy();
});
