/**
 * When to attempt a waiting submission again, after an attempt that did not deliver it. Two rules,
 * by what the attempt learnt about the server:
 *
 * The server did not answer at all (`serverUnreachable`: a network error, a timeout, a failed probe,
 * or a gateway's 502, 503 without Retry-After or 504, which is what a proxy in front of a stopped
 * server says). Nothing is learnt by waiting longer, and every retry first asks the server's tiny
 * readiness check whether it answers (serverProbe.ts), never sending a body to a server that is not
 * there. So the next try is about a second away for as long as the outage lasts (PROBE_EVERY_MS,
 * jittered), and the queue goes out within about a second of the server answering again, whether
 * it was down 5 s or 5 min (a growing step here once kept a restarted server waiting 8 s). After ten
 * minutes without an answer the probe comes every 5 s: a device left open through a long outage
 * then costs a few hundred bytes every 5 s.
 *
 * The server answered with an error (500, 501, 408, a 429 without Retry-After...): a real answer,
 * so the backoff below. While its failures are fresh (the first minute
 * of a streak of failures while the browser is online) the step starts at 0.5 s and doubles up to
 * 1.5 s; after that minute it is a tenth of how long it has been failing (6 s after a minute, 1 min
 * after ten minutes), never more than 30 min: a failing server is not hammered by every device
 * that kept a submission.
 *
 * Each wait is jittered (between half and all of it), so the devices that failed together do not
 * all come back in the same instant. The server's own Retry-After (429, 503) is honoured exactly,
 * elsewhere (deliverOutbox.ts). The online event, "Send now", a page opening and any other answer
 * of the server do not wait for either rule.
 */
export const FIRST_STEP_MS = 500;
export const FRESH_STEP_MAX_MS = 1_500;
export const FRESH_FOR_MS = 60_000;
/** After the fresh minute, the step is this share of the time the failures have lasted. */
export const LONG_STEP_SHARE = 0.1;
export const BACKOFF_MAX_MS = 30 * 60_000;

/** While the server does not answer, the time between two probes (before jitter). */
export const PROBE_EVERY_MS = 1_000;
/** After the server has not answered for this long, the probes are spaced PROBE_EVERY_LONG_MS. */
export const PROBE_SLOWER_AFTER_MS = 10 * 60_000;
export const PROBE_EVERY_LONG_MS = 5_000;

/** A gateway's words for "the server behind me is not there": no answer from the server itself. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** What an attempt that left an item waiting learnt: the server's status (none: no answer) and its Retry-After. */
export interface WaitingAnswer {
  status?: number;
  waitMs?: number;
}

/** Whether the attempt found no server at all (rather than a server that answered with an error). */
export function serverUnreachable(answer: WaitingAnswer): boolean {
  if (answer.status === undefined) return true;
  return answer.waitMs === undefined && GATEWAY_STATUSES.has(answer.status);
}

/** The step before jitter, given the attempts so far (>= 1, none delivered) and how long it has been failing. */
export function backoffStepMs(attempts: number, failingForMs: number): number {
  if (failingForMs >= FRESH_FOR_MS) {
    return Math.min(BACKOFF_MAX_MS, Math.max(FRESH_STEP_MAX_MS, failingForMs * LONG_STEP_SHARE));
  }
  const exponent = Math.min(Math.max(0, attempts - 1), 20);
  return Math.min(FRESH_STEP_MAX_MS, FIRST_STEP_MS * 2 ** exponent);
}

/** The time between probes before jitter, given how long the server has not answered. */
export function probeStepMs(failingForMs: number): number {
  return failingForMs >= PROBE_SLOWER_AFTER_MS ? PROBE_EVERY_LONG_MS : PROBE_EVERY_MS;
}

const jittered = (step: number, random: () => number): number => Math.round(step * (0.5 + 0.5 * random()));

/** Delay before the next attempt: the step, jittered between half and all of it. `random` in [0, 1). */
export function backoffMs(attempts: number, failingForMs: number, random: () => number = Math.random): number {
  return jittered(backoffStepMs(attempts, failingForMs), random);
}

export interface RetryContext {
  /** The attempts so far, this failure included (>= 1). */
  attempts: number;
  /** How long the current streak of failures has lasted. */
  failingForMs: number;
  /**
   * Whether the next retry asks the server before it sends (serverProbe.ts), and this failure did
   * not come right after such a probe found the server answering. Without a probe every retry sends
   * the whole body; after an answered probe, the upload itself fails. Either way: the backoff.
   */
  probeFirst: boolean;
}

/**
 * Delay before the next try of an item that just failed: the probe's cadence when the server did not
 * answer and a retry probes first, else the backoff (a retry that would send a resume to a server
 * that may not be there is not made every second). `random` in [0, 1).
 */
export function retryDelayMs(answer: WaitingAnswer, retry: RetryContext, random: () => number = Math.random): number {
  const step =
    retry.probeFirst && serverUnreachable(answer)
      ? probeStepMs(retry.failingForMs)
      : backoffStepMs(retry.attempts, retry.failingForMs);
  return jittered(step, random);
}
