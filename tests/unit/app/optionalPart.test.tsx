import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { optionalPart } from '../../../src/components/optionalPart';

function Badge({ label }: { label: string }) {
  return <span>{label}</span>;
}

describe('an optional part of the screen', () => {
  it('draws nothing while its code cannot be fetched, never an error, and comes when the browser is back online', async () => {
    let reachable = false;
    let attempts = 0;
    const Part = optionalPart(async () => {
      attempts += 1;
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return Badge;
    });

    const { container } = render(<Part label="Waiting to send" />);
    await act(async () => undefined);
    expect(attempts).toBe(1);
    expect(container.textContent).toBe('');

    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('draws at once where its code arrived already', async () => {
    const Part = optionalPart(async () => Badge);
    render(<Part label="first" />);
    expect(await screen.findByText('first')).toBeTruthy();
    render(<Part label="second" />);
    expect(screen.getByText('second')).toBeTruthy();
  });
});
