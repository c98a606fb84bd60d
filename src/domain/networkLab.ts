/**
 * The network lab's rules (docs/OFFLINE.md, "Testing on a phone"): what a tester can make this one
 * device's network do, and how long for. Pure, so the page (which sets it and shows the banner) and
 * the service worker (which applies it to this browser's requests) read the same settings the
 * same way.
 */

import { activeLab, type LabMode, type LabSettings } from './labSettings';

export { activeLab, type LabMode, labOffline, type LabSettings } from './labSettings';

export const LAB_MODES = ['offline', 'slow', 'flaky', 'busy', 'answerLost'] as const satisfies readonly LabMode[];

/** Added latency of the slow network, in steps (ms). */
export const LATENCY_STEPS_MS = [500, 1_000, 2_000, 5_000, 10_000] as const;
/** Share of requests that fail on the flaky network, in steps (%). */
export const FAILURE_SHARES = [10, 25, 50, 75] as const;
/** What a busy server asks the device to wait (Retry-After, s). */
export const RETRY_AFTER_STEPS_S = [5, 30, 120] as const;
/** How long a simulation runs before it stops by itself (ms); never more than an hour. */
export const DURATION_STEPS_MS = [60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000] as const;
export const MAX_DURATION_MS = 60 * 60_000;

export const LAB_MODE_LABELS: Record<LabMode, string> = {
  offline: 'Offline',
  slow: 'Slow network',
  flaky: 'Flaky network',
  busy: 'Server busy',
  answerLost: 'Answer lost',
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Settings read back from storage or a message; null for anything else (an old or foreign value). */
export function parseLabSettings(value: unknown): LabSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Partial<Record<keyof LabSettings, unknown>>;
  if (!LAB_MODES.includes(raw.mode as LabMode)) return null;
  const { latencyMs, failurePercent, retryAfterS, startedAt, until } = raw;
  if (!isNumber(latencyMs) || !isNumber(failurePercent) || !isNumber(retryAfterS)) return null;
  if (!isNumber(startedAt) || !isNumber(until) || until <= startedAt) return null;
  return {
    mode: raw.mode as LabMode,
    latencyMs: Math.max(0, latencyMs),
    failurePercent: Math.min(100, Math.max(0, failurePercent)),
    retryAfterS: Math.max(0, Math.round(retryAfterS)),
    startedAt,
    // An hour at most, whatever was stored.
    until: Math.min(until, startedAt + MAX_DURATION_MS),
  };
}

/**
 * What the lab does to one request:
 * - fail: a network error, as if the connection dropped (offline, or a flaky request's bad luck);
 * - busy: a 503 with Retry-After, from the server's side of this device;
 * - loseAnswer: the request goes to the server, which stores it, and its answer is dropped;
 * - pass: it goes through, after `delayMs`.
 */
export type LabFault =
  { kind: 'pass'; delayMs: number } | { kind: 'fail' } | { kind: 'busy'; retryAfterS: number } | { kind: 'loseAnswer' };

export interface LabRequest {
  /** A request to this site's server (pages, API, images), not a third party's. */
  toOurServer: boolean;
  /** A submission (POST with an Idempotency-Key) whose answer was not lost yet. */
  firstSubmission: boolean;
}

/** `random` is a number in [0, 1), Math.random's. */
export function labFault(settings: LabSettings | null, request: LabRequest, now: number, random: number): LabFault {
  const lab = activeLab(settings, now);
  if (lab === null) return { kind: 'pass', delayMs: 0 };
  switch (lab.mode) {
    case 'offline':
      return { kind: 'fail' };
    case 'slow':
      return { kind: 'pass', delayMs: lab.latencyMs };
    case 'flaky':
      return random * 100 < lab.failurePercent ? { kind: 'fail' } : { kind: 'pass', delayMs: 0 };
    case 'busy':
      return request.toOurServer ? { kind: 'busy', retryAfterS: lab.retryAfterS } : { kind: 'pass', delayMs: 0 };
    case 'answerLost':
      // Once per submission: its resend (same Idempotency-Key) gets the stored answer back.
      return request.toOurServer && request.firstSubmission ? { kind: 'loseAnswer' } : { kind: 'pass', delayMs: 0 };
  }
}

/** The banner's and the lab's one-line description of a simulation. */
export function describeLab(settings: LabSettings): string {
  switch (settings.mode) {
    case 'offline':
      return 'Offline';
    case 'slow':
      return `Slow network (+${formatSeconds(settings.latencyMs)} per request)`;
    case 'flaky':
      return `Flaky network (${settings.failurePercent}% of requests fail)`;
    case 'busy':
      return `Server busy (503, Retry-After ${settings.retryAfterS} s)`;
    case 'answerLost':
      return 'Answer lost after the server stored a submission';
  }
}

export function formatSeconds(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${ms / 1_000} s`;
}
