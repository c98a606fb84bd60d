import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { theme } from '../../../src/app/theme';
import { ConnectionNeeded } from '../../../src/components/tapPart/ConnectionNeeded';
import { tapPart } from '../../../src/components/tapPart/tapPart';
import { Texts } from '../texts';

function Form({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

function inApp(children: ReactNode, language: 'en' | 'ta' | 'hi' = 'en') {
  return (
    <MantineProvider theme={theme}>
      <Texts language={language}>{children}</Texts>
    </MantineProvider>
  );
}

const offlineImport = () =>
  new TypeError('Failed to fetch dynamically imported module: https://jobs.example/assets/ApplicationModal-x1.js');

describe('a part a tap opens', () => {
  afterEach(cleanup);

  it('draws the part once its code is here', async () => {
    const { Part } = tapPart(async () => Form);
    render(inApp(<Part title="Apply for Welder" fallback={() => 'unused'} />));
    expect(await screen.findByRole('heading', { name: 'Apply for Welder' })).toBeTruthy();
  });

  it('says in place that it needs a connection when its code cannot come, and Retry brings it once it can', async () => {
    let reachable = false;
    let attempts = 0;
    const { Part } = tapPart(async () => {
      attempts += 1;
      if (!reachable) throw offlineImport();
      return Form;
    });
    render(inApp(<Part title="Apply for Welder" fallback={(retry) => <ConnectionNeeded onRetry={retry} />} />));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This needs a connection once; try again when you are online');
    expect(screen.queryByRole('heading', { name: 'Apply for Welder' })).toBeNull();

    // Still offline: Retry tries again and says the same.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(await screen.findByRole('alert')).toBeTruthy();

    reachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Apply for Welder' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(3);
  });

  it('fetches ahead only once the page has settled, again when back online after a failure, and a tap then needs no fetch', async () => {
    vi.useFakeTimers();
    try {
      let reachable = false;
      let attempts = 0;
      const { Part, prefetch } = tapPart(async () => {
        attempts += 1;
        if (!reachable) throw offlineImport();
        return Form;
      });
      const stop = prefetch();
      expect(attempts, 'not while the page is loading').toBe(0);
      await act(async () => vi.runAllTimersAsync());
      expect(attempts, 'once settled').toBe(1);

      reachable = true;
      await act(async () => window.dispatchEvent(new Event('online')));
      expect(attempts, 'back online').toBe(2);
      stop();
      vi.useRealTimers();

      render(inApp(<Part title="Start recruiting" fallback={() => 'unused'} />));
      // Drawn in the first render: the code is in the module map already.
      expect(screen.getByRole('heading', { name: 'Start recruiting' })).toBeTruthy();
      expect(attempts).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has its message in Tamil and Hindi', () => {
    const { unmount } = render(inApp(<ConnectionNeeded onRetry={() => undefined} onClose={() => undefined} />, 'ta'));
    expect(screen.getByRole('alert').textContent).toContain('இணைய இணைப்பு');
    unmount();
    render(inApp(<ConnectionNeeded onRetry={() => undefined} onClose={() => undefined} />, 'hi'));
    expect(screen.getByRole('alert').textContent).toContain('इंटरनेट कनेक्शन');
  });
});
