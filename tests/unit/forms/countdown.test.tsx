import { act, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { applicationResult } from '../../../src/features/apply/applicationResult';
import { ResultDialog } from '../../../src/features/apply/ResultDialog';
import { useCountdown } from '../../../src/features/apply/useCountdown';
import type { Translate } from '../../../src/i18n/useT';
import { renderPage } from '../render';
import { testI18n } from '../texts';

const t = testI18n('en').t as Translate;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * 1000));

describe('useCountdown', () => {
  it('counts down from 45 to 0 one step a second and calls onZero once at 0', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(45, 1, onZero));
    expect(result.current).toBe(45);
    seconds(1);
    expect(result.current).toBe(44);
    seconds(43);
    expect(result.current).toBe(1);
    expect(onZero).not.toHaveBeenCalled();
    seconds(1);
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    seconds(10);
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('starts again from 45 when a new run begins', () => {
    const onZero = vi.fn();
    const { result, rerender } = renderHook(({ run }) => useCountdown(45, run, onZero), {
      initialProps: { run: 1 as number | null },
    });
    seconds(30);
    expect(result.current).toBe(15);
    rerender({ run: 2 });
    expect(result.current).toBe(45);
    seconds(20);
    expect(result.current).toBe(25);
    expect(onZero).not.toHaveBeenCalled();
  });

  it('does not run while there is no run', () => {
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(45, null, onZero));
    seconds(60);
    expect(result.current).toBe(45);
    expect(onZero).not.toHaveBeenCalled();
  });
});

describe('ResultDialog', () => {
  const success = applicationResult(t, { kind: 'delivered' });

  it('shows "Closing in N seconds..." from 45 and closes itself at 0', () => {
    const onClose = vi.fn();
    renderPage(<ResultDialog result={success} runId={1} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('Application submitted successfully!')).toBeTruthy();
    expect(screen.getByText('Closing in 45 seconds...')).toBeTruthy();
    seconds(1);
    expect(screen.getByText('Closing in 44 seconds...')).toBeTruthy();
    seconds(43);
    expect(screen.getByText('Closing in 1 seconds...')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    seconds(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('resets the countdown to 45 for each new result', () => {
    const onClose = vi.fn();
    const error = applicationResult(t, { kind: 'error', message: 'offline' });
    function TwoResults() {
      const [run, setRun] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setRun(2)}>
            Next result
          </button>
          <ResultDialog result={run === 1 ? error : success} runId={run} onClose={onClose} />
        </>
      );
    }
    renderPage(<TwoResults />);
    seconds(20);
    expect(screen.getByText('Closing in 25 seconds...')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Next result', hidden: true }).click());
    expect(screen.getByText('Application submitted successfully!')).toBeTruthy();
    expect(screen.getByText('Closing in 45 seconds...')).toBeTruthy();
    seconds(45);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes early with "Close Now"', () => {
    const onClose = vi.fn();
    renderPage(<ResultDialog result={success} runId={1} onClose={onClose} />);
    act(() => screen.getByRole('button', { name: 'Close Now' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('applicationResult', () => {
  it("has the spec's titles and texts for each outcome", () => {
    expect(applicationResult(t, { kind: 'delivered' })).toEqual({
      tone: 'success',
      title: 'Success',
      message: 'Application submitted successfully!',
    });
    expect(applicationResult(t, { kind: 'refused', message: 'Resume too large' })).toEqual({
      tone: 'error',
      title: 'Error',
      message: 'Failed to submit the application: Resume too large',
    });
    expect(applicationResult(t, { kind: 'error', message: 'Failed to fetch' })).toEqual({
      tone: 'error',
      title: 'Error',
      message: 'An error occurred. Please try again.',
    });
    expect(applicationResult(t, { kind: 'waiting', why: 'offline' }).title).toBe('Saved');
    expect(applicationResult(t, { kind: 'waiting', why: 'unavailable' })).toEqual({
      tone: 'saved',
      title: 'Saved',
      message: 'The server could not take your application just now. It is saved on this device and will be sent automatically.',
    });
    // No answer while the browser is online: not "offline".
    expect(applicationResult(t, { kind: 'waiting', why: 'unreachable' })).toEqual({
      tone: 'saved',
      title: 'Saved',
      message:
        'The server could not be reached or did not answer. Your application is saved on this device and will be sent automatically.',
    });
    expect(applicationResult(t, { kind: 'waiting', why: 'busy', until: 61_000 }, 1_000).message).toBe(
      'Your application is saved on this device. The server is busy and asked us to wait. It will be sent automatically in 1 min.',
    );
  });
});

describe('applicationResult in Tamil and Hindi', () => {
  it("words each outcome in the page's language, quoting the server's refusal as it came", () => {
    const ta = testI18n('ta').t as Translate;
    const hi = testI18n('hi').t as Translate;
    const english = applicationResult(t, { kind: 'waiting', why: 'busy', until: 61_000 }, 1_000);
    const tamil = applicationResult(ta, { kind: 'waiting', why: 'busy', until: 61_000 }, 1_000);
    const hindi = applicationResult(hi, { kind: 'waiting', why: 'busy', until: 61_000 }, 1_000);
    for (const result of [tamil, hindi]) {
      expect(result.tone).toBe('saved');
      expect(result.title).not.toBe(english.title);
      expect(result.message).not.toMatch(/[A-Za-z]/);
      expect(result.message).toContain('1');
    }
    expect(applicationResult(ta, { kind: 'refused', message: 'Resume is required' }).message).toContain('Resume is required');
    expect(applicationResult(hi, { kind: 'delivered' }).message).not.toMatch(/[A-Za-z]/);
  });
});
