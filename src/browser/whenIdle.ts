/** How long a task waits for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callbacks (Safari): a short delay, out of the task that asked. */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `task` once the browser is idle (at the latest IDLE_TIMEOUT_MS later): work that can wait
 * stays out of the long task in which a phone hydrates the page, where it would add to the blocking
 * time (docs/PERFORMANCE.md, "Blocking time"). Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}
