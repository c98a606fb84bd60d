/**
 * When to try a kept submission again: 10 s after the first failure, doubling each time, never
 * more than 30 min apart. The online event and "Send now" do not wait for it.
 */
export const RETRY_BASE_DELAY_MS = 10_000;
export const RETRY_MAX_DELAY_MS = 30 * 60_000;

/** Delay before the next attempt, given how many attempts have failed so far (>= 1). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^exponent overflows nothing here: the cap is reached after 8 attempts.
  return Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** Math.min(exponent, 20));
}
