import { whenIdle } from './whenIdle';

/** How long no file may have finished loading before the page counts as settled. */
const QUIET_MS = 1000;
/** A page that never goes quiet (a poll, a slow stream of images) still gets the task by then. */
const LONGEST_WAIT_MS = 10_000;

/**
 * Runs `task` once the page has settled: no file (script, image, answer) has finished loading for
 * QUIET_MS, and then when the browser is idle; at the latest LONGEST_WAIT_MS after the call. For
 * the forms' prefetch (tapPart): started while the page's own parts are still arriving, a fetch
 * cut by a connection that drops at that moment was seen to leave the form unable to open on
 * Retry until a reload (not understood yet: docs/decisions/0012-parts-load-later.md). The service
 * worker no longer waits for this (src/browser/afterLoadWhenIdle.ts).
 */
export function whenSettled(task: () => void): void {
  const calledAt = performance.now();
  let lastLoadAt = calledAt;
  const loads =
    typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => (lastLoadAt = performance.now())) : null;
  loads?.observe({ type: 'resource' });
  const check = () => {
    const now = performance.now();
    const quietFor = now - lastLoadAt;
    if (quietFor < QUIET_MS && now - calledAt < LONGEST_WAIT_MS) {
      window.setTimeout(check, QUIET_MS - quietFor);
      return;
    }
    loads?.disconnect();
    whenIdle(task);
  };
  window.setTimeout(check, QUIET_MS);
}
