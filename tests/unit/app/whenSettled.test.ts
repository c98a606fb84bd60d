import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { whenSettled } from '../../../src/browser/whenSettled';

/** A stand-in for the browser's resource observer: `load()` reports a file that finished loading. */
class FakeResourceObserver {
  static live: FakeResourceObserver[] = [];
  constructor(private readonly callback: () => void) {}
  observe(): void {
    FakeResourceObserver.live.push(this);
  }
  disconnect(): void {
    FakeResourceObserver.live = FakeResourceObserver.live.filter((observer) => observer !== this);
  }
  static load(): void {
    for (const observer of FakeResourceObserver.live) observer.callback();
  }
}

describe('whenSettled (the service worker registers once the page is quiet)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestIdleCallback', 'cancelIdleCallback'] });
    vi.stubGlobal('PerformanceObserver', FakeResourceObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeResourceObserver.live = [];
  });

  it('waits for a second without a file finishing, then for the browser to be idle', async () => {
    const task = vi.fn();
    whenSettled(task);
    await vi.advanceTimersByTimeAsync(800);
    FakeResourceObserver.load(); // a part shown after hydration arrives
    await vi.advanceTimersByTimeAsync(900);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200); // 1,000 ms after that last file, and idle
    await vi.runOnlyPendingTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
    expect(FakeResourceObserver.live).toHaveLength(0);
  });

  it('runs at the latest ten seconds on, on a page whose files never stop coming', async () => {
    const task = vi.fn();
    whenSettled(task);
    for (let elapsed = 0; elapsed < 9_900; elapsed += 300) {
      FakeResourceObserver.load();
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.runOnlyPendingTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts from the call where the browser reports no loads', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const task = vi.fn();
    whenSettled(task);
    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runOnlyPendingTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
