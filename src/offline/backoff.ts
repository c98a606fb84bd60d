/**
 * When to attempt a waiting submission again: 10 s after its first attempt, doubling each time,
 * never more than 30 min apart. The online event and "Send now" do not wait for it.
 */
export const BACKOFF_BASE_MS = 10_000;
export const BACKOFF_MAX_MS = 30 * 60_000;

/** Delay before the next attempt, given how many attempts it has had so far (>= 1), none delivered. */
export function backoffMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent overflows nothing here: the cap is reached after 8 attempts.
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 20));
}
