import { afterEach, describe, expect, it, vi } from 'vitest';

import { importInTurn } from '../../../src/app/boot/importInTurn';

afterEach(() => {
  vi.useRealTimers();
});

/** A loader whose imports the test settles by hand, recording what was asked for and when. */
function manualLoader() {
  const asked: string[] = [];
  const settle = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const load = (url: string) => {
    asked.push(url);
    return new Promise<void>((resolve, reject) => settle.set(url, { resolve, reject }));
  };
  return { asked, settle, load };
}

describe("the boot script's imports of the app's scripts, one at a time", () => {
  it('asks for the next script only once the one before has run, and in a later task', async () => {
    vi.useFakeTimers();
    const { asked, settle, load } = manualLoader();
    importInTurn(['/assets/runtime.js', '/assets/react.js', '/assets/index.js'], load);
    expect(asked).toEqual(['/assets/runtime.js']);
    settle.get('/assets/runtime.js')?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['/assets/runtime.js', '/assets/react.js']);
    settle.get('/assets/react.js')?.resolve();
    // Settled, but the entry waits for a new task: its linking must not lengthen React's.
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['/assets/runtime.js', '/assets/react.js']);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['/assets/runtime.js', '/assets/react.js', '/assets/index.js']);
  });

  it('stops at a script that fails to load, its error left unhandled for the console: the entry is not run without React', async () => {
    vi.useFakeTimers();
    const { asked, settle, load } = manualLoader();
    const failures: unknown[] = [];
    const onRejection = (reason: unknown) => failures.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      importInTurn(['/assets/react.js', '/assets/index.js'], load);
      settle.get('/assets/react.js')?.reject(new Error('offline'));
      await vi.runAllTimersAsync();
      await vi.waitFor(() => expect(failures).toHaveLength(1));
      expect(asked).toEqual(['/assets/react.js']);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('does nothing without scripts', () => {
    const load = vi.fn(() => Promise.resolve());
    importInTurn([], load);
    expect(load).not.toHaveBeenCalled();
  });
});
