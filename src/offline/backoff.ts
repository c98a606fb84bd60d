/**
 * When to attempt a waiting submission again, after an attempt that did not deliver it.
 *
 * While its failures are fresh (the first minute of a streak of failures while the browser is
 * online) the step starts at 0.5 s and doubles up to 1.5 s: when the server answers again, every
 * kept submission goes within about 2 s (the next attempt comes within 1.5 s, and the answer
 * takes the rest). A retry that finds the server still down costs little: it first asks the server
 * whether it answers at all (serverProbe.ts) before it sends a body again.
 * After that minute, the step is a tenth of how long it has been failing (6 s after a minute,
 * 1 min after ten minutes), never more than 30 min: a long outage is not hammered by every device
 * that kept a submission. Each step is jittered (between half and all of it), so the devices that
 * failed together do not all come back in the same instant.
 * The online event, "Send now", a page opening and any other answer of the server do not wait for it.
 */
export const FIRST_STEP_MS = 500;
export const FRESH_STEP_MAX_MS = 1_500;
export const FRESH_FOR_MS = 60_000;
/** After the fresh minute, the step is this share of the time the failures have lasted. */
export const LONG_STEP_SHARE = 0.1;
export const BACKOFF_MAX_MS = 30 * 60_000;

/** The step before jitter, given the attempts so far (>= 1, none delivered) and how long it has been failing. */
export function backoffStepMs(attempts: number, failingForMs: number): number {
  if (failingForMs >= FRESH_FOR_MS) {
    return Math.min(BACKOFF_MAX_MS, Math.max(FRESH_STEP_MAX_MS, failingForMs * LONG_STEP_SHARE));
  }
  const exponent = Math.min(Math.max(0, attempts - 1), 20);
  return Math.min(FRESH_STEP_MAX_MS, FIRST_STEP_MS * 2 ** exponent);
}

/** Delay before the next attempt: the step, jittered between half and all of it. `random` in [0, 1). */
export function backoffMs(attempts: number, failingForMs: number, random: () => number = Math.random): number {
  const step = backoffStepMs(attempts, failingForMs);
  return Math.round(step * (0.5 + 0.5 * random()));
}
