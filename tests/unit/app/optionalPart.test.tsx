import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { optionalPart } from '../../../src/components/optionalPart';

function Badge({ label }: { label: string }) {
  return <span>{label}</span>;
}

describe('an optional part of the screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for its code only once the browser is idle, not in the task that draws the page', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let attempts = 0;
    const Part = optionalPart(async () => {
      attempts += 1;
      return Badge;
    });
    render(<Part label="Saved jobs 2" />);
    await act(async () => undefined);
    expect(attempts, 'not while the page is being drawn').toBe(0);
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]?.());
    expect(await screen.findByText('Saved jobs 2')).toBeTruthy();
    expect(attempts).toBe(1);
  });

  it('draws nothing while its code cannot be fetched, never an error, and comes when the browser is back online', async () => {
    let reachable = false;
    let attempts = 0;
    const Part = optionalPart(async () => {
      attempts += 1;
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return Badge;
    });

    const { container } = render(<Part label="Waiting to send" />);
    await waitFor(() => expect(attempts).toBe(1));
    expect(container.textContent).toBe('');

    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('draws its stand-in, with the same props, while its code cannot be fetched, and the part once it can', async () => {
    let reachable = false;
    const StandIn = ({ label }: { label: string }) => <span>{`${label} (stand-in)`}</span>;
    const Part = optionalPart(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return Badge;
    }, StandIn);
    render(<Part label="Install app" />);
    expect(screen.getByText('Install app (stand-in)')).toBeTruthy();
    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Install app')).toBeTruthy();
    expect(screen.queryByText('Install app (stand-in)')).toBeNull();
  });

  it('draws at once where its code arrived already', async () => {
    const Part = optionalPart(async () => Badge);
    render(<Part label="first" />);
    expect(await screen.findByText('first')).toBeTruthy();
    render(<Part label="second" />);
    expect(screen.getByText('second')).toBeTruthy();
  });
});
